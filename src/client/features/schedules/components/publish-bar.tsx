import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { PUBLISH_MESSAGES, type Publication } from '#shared/schedules/publish';
import type { StoreCode } from '#shared/stores';
import { Button } from '#client/components/ui/button';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { publishWeek } from '../api/publish-week';
import { SCHEDULE_KEY } from '../api/schedule-keys';
import { toastFailure } from '../lib/toast-failure';

/**
 * Whether the week is published, and Publish: the store's employees are mailed their shifts, later only
 * those whose shifts changed (ADR 081).
 */
export function PublishBar({
  store,
  weekStart,
  publication,
}: {
  store: StoreCode;
  weekStart: string;
  publication: Publication | null;
}) {
  const queryClient = useQueryClient();
  const publish = useAction({
    mutationFn: (_: void, key: string) => publishWeek({ store, weekStart }, key),
    onSuccess: async (result) => {
      toast({
        title: result.version === 1 ? PUBLISH_MESSAGES.published : PUBLISH_MESSAGES.changesPublished,
        description: [
          result.mailed.length ? `Mailed ${result.mailed.join(', ')}.` : 'Nobody was mailed.',
          result.withoutEmail.length ? `No e-mail on the roster: ${result.withoutEmail.join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      });
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: toastFailure,
  });
  const changed = publication?.changed ?? [];
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3" aria-live="polite">
      <p className="text-sm">
        {publication
          ? `Published ${new Date(publication.publishedAt).toLocaleString()} by ${publication.publishedBy}. ${
              changed.length ? `Changed since: ${changed.join(', ')}.` : 'No changes since.'
            }`
          : 'Not published: employees have not been mailed this week.'}
      </p>
      <Button
        onClick={() => publish.mutate()}
        disabled={publish.isPending || (publication !== null && changed.length === 0)}
      >
        <Send aria-hidden="true" />
        {publication ? 'Publish Changes' : 'Publish'}
      </Button>
    </div>
  );
}
