import type { FastifyReply } from 'fastify';
import { VideoParamsSchema } from '#shared/help-desk/entries';
import { HELP_DESK_MESSAGES as M } from '#shared/help-desk/messages';
import {
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
  VideoUploadFieldsSchema,
  VideoUploadResultSchema,
  VideoValidateInputSchema,
  VideoValidationSchema,
} from '#shared/help-desk/video';
import type { App } from '#server/http/app-types';
import { contentDisposition } from '#server/http/downloads';
import { badRequest } from '#server/http/errors';
import { readUpload, type AcceptedType, type Upload } from '#server/http/uploads';
import type { FileStore } from '#server/platform/file-store/port';
import { currentUser } from '#server/plugins/access';
import { parseFields, withUploadMessages } from '#server/http/upload-fields';
import type { VideoAnswer, VideoService } from './video.service';

/** What the content of each accepted extension must be (sniffed from its bytes). */
const VIDEO_TYPES: Record<(typeof VIDEO_EXTENSIONS)[number], string> = {
  mp4: 'video/mp4',
  avi: 'video/vnd.avi',
  mov: 'video/quicktime',
  wmv: 'video/x-ms-asf',
  webm: 'video/webm',
};
const ACCEPTED: AcceptedType[] = VIDEO_EXTENSIONS.map((ext) => ({ ext, mime: VIDEO_TYPES[ext] }));

/** Videos play in a tab of their own: only the media itself may load, and nothing runs. */
const VIDEO_CSP = "default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

function sendVideo(reply: FastifyReply, answer: VideoAnswer) {
  if (answer.kind === 'redirect') return reply.redirect(answer.location, 302);
  const { file, range } = answer;
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition('inline', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', VIDEO_CSP)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=3600')
    .header('etag', `"${file.sha256}"`);
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return reply.send(answer.body);
}

export function registerVideoRoutes(app: App, videos: VideoService, files: FileStore) {
  app.post(
    '/api/youtube/validate-video',
    {
      config: { access: 'admin' },
      schema: { body: VideoValidateInputSchema, response: { 200: VideoValidationSchema } },
    },
    (request) => videos.validate(request.body.videoUrl),
  );

  app.post(
    '/api/youtube/upload-video',
    {
      config: { access: 'admin', upload: { files: ['video'], fields: Object.keys(VideoUploadFieldsSchema.shape) } },
      schema: { response: { 201: VideoUploadResultSchema } },
    },
    async (request, reply) => {
      let upload: Upload;
      try {
        upload = await readUpload(request, {
          // "Less than 50MB": a file of exactly 50 MB is one byte over.
          limits: { fileSize: VIDEO_MAX_BYTES - 1, files: 1, fields: 3, fieldSize: 20_000, parts: 4 },
          types: ACCEPTED,
          spoolDir: files.spoolDir,
        });
      } catch (error) {
        throw withUploadMessages(error, { wrongType: M.unsupportedFormat, tooLarge: M.videoTooLarge });
      }
      try {
        const fields = parseFields(VideoUploadFieldsSchema, upload.fields);
        const video = upload.files.find((file) => file.field === 'video');
        if (!video) throw badRequest(M.uploadVideoFirst);
        const user = currentUser(request);
        const result = await videos.upload(video, fields, { id: user.id, username: user.username });
        return reply.code(201).send(result);
      } finally {
        await upload.cleanUp();
      }
    },
  );

  // The answers are the video's bytes (or a redirect to YouTube): no JSON schema describes them.
  app.get(
    '/api/helpdesk/videos/:videoId',
    { config: { access: 'user', produces: 'video/mp4' }, compress: false, schema: { params: VideoParamsSchema } },
    async (request, reply) =>
      sendVideo(reply, await videos.play(request.params.videoId, currentUser(request), request.headers.range)),
  );

  app.get(
    '/api/helpdesk/videos/:videoId/thumbnail',
    { config: { access: 'user', produces: 'image/jpeg' }, compress: false, schema: { params: VideoParamsSchema } },
    async (request, reply) => sendVideo(reply, await videos.thumbnail(request.params.videoId, currentUser(request))),
  );
}
