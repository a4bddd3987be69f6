import { FileIdParamsSchema } from '#shared/files/file-params';
import type { App } from '#server/http/app-types';
import { setDownloadHeaders } from '#server/http/downloads';
import { scheduleFileRetention } from '#server/platform/file-store/file-retention';
import type { FileStore } from '#server/platform/file-store/port';
import type { JobRunner } from '#server/platform/jobs/port';
import { currentUser } from '#server/plugins/access';
import { openDownload } from './files.service';

/** `GET /api/files/:id`, and the periodic job that deletes expired files. */
export function registerFileRoutes(app: App, deps: { files: FileStore; jobs: JobRunner; now: () => Date }) {
  scheduleFileRetention(deps.jobs, deps.files);
  // The answer is the file's bytes (no JSON schema describes them); errors are the usual JSON.
  app.get(
    '/api/files/:id',
    // Compressing would break byte ranges (videos seek with them) and gains little on stored files.
    {
      config: { access: 'user', produces: 'application/octet-stream' },
      compress: false,
      schema: { params: FileIdParamsSchema },
    },
    async (request, reply) => {
      const download = await openDownload(
        deps.files,
        request.params.id,
        currentUser(request),
        request.headers.range,
        (error, message) => request.log.error({ err: error }, message),
        deps.now(),
      );
      const { file, range } = download;
      setDownloadHeaders(reply, file);
      reply.header('accept-ranges', 'bytes').header('etag', `"${file.sha256}"`);
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', file.size);
      }
      return reply.send(download.body);
    },
  );
}
