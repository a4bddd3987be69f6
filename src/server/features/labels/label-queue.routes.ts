import { AddToLabelQueueInputSchema } from '../../../shared/labels/label-queue';
import type { App } from '../../http/app-types';
import { currentUser } from '../../plugins/access';
import type { LabelQueueService } from './label-queue.service';

export function registerLabelQueueRoutes(app: App, labels: LabelQueueService) {
  app.post(
    '/api/label-queue/add',
    { config: { access: 'user' }, schema: { body: AddToLabelQueueInputSchema } },
    async (request, reply) => {
      const user = currentUser(request);
      const queues = await labels.addToLabelQueues(request.body, { id: user.id, username: user.username });
      return reply.code(201).send(queues);
    },
  );
}
