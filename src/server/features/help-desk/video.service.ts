import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { HELP_DESK_MESSAGES as M } from '#shared/help-desk/messages';
import {
  youTubeIdOf,
  type VideoUploadFields,
  type VideoUploadResult,
  type VideoValidation,
} from '#shared/help-desk/video';
import type { PublicUser } from '#shared/auth/schemas';
import type { AreaDeps } from '#server/areas/area';
import type { ProvidedServices } from '#server/areas/provided-services';
import { recordAudit } from '#server/audit/audit-log';
import { parseRange } from '#server/http/downloads';
import { badRequest, conflict, HttpError, notFound, unavailable } from '#server/http/errors';
import type { UploadedFile } from '#server/http/uploads';
import type { StoredFile } from '#server/platform/file-store/port';
import { VideoHostUnavailableError } from '#server/platform/video-host/port';
import type { Actor } from './help-desk.service';
import { PROCESS_VIDEO, type ProcessVideoPayload } from './video-processing.job';
import * as repo from './video.repo';

const newVideoId = () => randomBytes(8).toString('base64url');

const videoUrlOf = (videoId: string) => `/api/helpdesk/videos/${videoId}`;

export type VideoAnswer =
  | { kind: 'redirect'; location: string }
  | { kind: 'bytes'; file: StoredFile; body: Readable; range: { start: number; end: number } | null };

/** Help desk videos: validation of YouTube addresses, uploads and what plays them (issue #14). */
export function createVideoService(
  deps: Pick<AreaDeps, 'db' | 'files' | 'jobs' | 'videoHost' | 'now'>,
  fileAccess: () => ProvidedServices['fileAccess'],
) {
  async function readyVideo(videoId: string) {
    const video = await repo.findVideo(deps.db, videoId);
    if (!video) throw notFound(M.videoNotFound);
    if (video.status === 'processing') throw conflict(M.videoProcessing, 'video_processing');
    if (video.status === 'failed') throw conflict(M.videoFailed, 'video_failed');
    return video;
  }

  /**
   * A video's stored file or thumbnail, by the same rules as `GET /api/files/:id` (the files
   * area's `fileAccess`: visibility, the kind's rule, expiry): one the user may not read is
   * answered like a missing one.
   */
  async function openStored(
    fileId: string | null,
    user: PublicUser,
    rangeHeader: string | undefined,
  ): Promise<VideoAnswer> {
    const file = fileId ? await deps.files.find(fileId) : null;
    if (!file || !fileAccess().mayServe(file, user)) throw notFound(M.videoNotFound);
    const range = parseRange(rangeHeader, file.size);
    if (range.kind === 'unsatisfiable')
      throw new HttpError(416, 'Range not satisfiable', { 'content-range': `bytes */${file.size}` });
    const asked = range.kind === 'partial' ? { start: range.start, end: range.end } : null;
    return { kind: 'bytes', file, body: await deps.files.open(file, asked ?? undefined), range: asked };
  }

  return {
    async validate(videoUrl: string): Promise<VideoValidation> {
      const youTubeId = youTubeIdOf(videoUrl);
      if (!youTubeId) throw badRequest(M.notYouTubeUrl, 'not_youtube');
      let info;
      try {
        info = await deps.videoHost.lookupYouTubeVideo(youTubeId);
      } catch (error) {
        if (error instanceof VideoHostUnavailableError) throw unavailable(M.youTubeUnavailable);
        throw error;
      }
      if (!info) throw notFound(`${M.videoNotFound} on YouTube`, 'video_not_found');
      return {
        videoId: youTubeId,
        embedUrl: `https://www.youtube.com/embed/${youTubeId}`,
        thumbnailUrl: info.thumbnailUrl,
        title: info.title,
        author: info.author,
      };
    },

    /** Keeps the upload and starts processing it; the answer comes at once (follow `jobId`). */
    async upload(file: UploadedFile, fields: VideoUploadFields, actor: Actor): Promise<VideoUploadResult> {
      const videoId = newVideoId();
      const source = await deps.files.save({
        source: { path: file.path },
        ownerId: actor.id,
        purpose: 'helpdesk-video-source',
        name: file.filename,
        contentType: file.type.mime,
        visibility: 'admin',
      });
      const jobId = await deps.db.transaction(async (tx) => {
        await repo.insertVideo(tx, {
          id: videoId,
          title: fields.title,
          description: fields.description,
          privacyStatus: fields.privacyStatus,
          host: deps.videoHost.name,
          sourceFileId: source.id,
          sourceName: file.filename,
          sourceSize: file.size,
          createdById: actor.id,
          createdAt: deps.now(),
          updatedAt: deps.now(),
        });
        const job = await deps.jobs.enqueue<ProcessVideoPayload>(
          PROCESS_VIDEO,
          { videoId },
          { key: videoId, ownerId: actor.id, tx },
        );
        await repo.updateVideo(tx, videoId, { jobId: job.id });
        await recordAudit(tx, {
          action: 'helpdesk.video.upload',
          actor,
          subject: `video:${videoId}`,
          after: { ...fields, file: file.filename, size: file.size },
          at: deps.now(),
        });
        return job.id;
      });
      return {
        videoId,
        url: videoUrlOf(videoId),
        thumbnailUrl: `${videoUrlOf(videoId)}/thumbnail`,
        status: 'processing',
        jobId,
      };
    },

    /** Our MP4 with byte ranges, or YouTube's watch page for a video published there. */
    async play(videoId: string, user: PublicUser, rangeHeader: string | undefined): Promise<VideoAnswer> {
      const video = await readyVideo(videoId);
      if (video.host === 'youtube' && video.externalId)
        return { kind: 'redirect', location: `https://www.youtube.com/watch?v=${video.externalId}` };
      return openStored(video.fileId, user, rangeHeader);
    },

    async thumbnail(videoId: string, user: PublicUser): Promise<VideoAnswer> {
      const video = await repo.findVideo(deps.db, videoId);
      if (!video?.thumbnailFileId) throw notFound(M.videoNotFound);
      return openStored(video.thumbnailFileId, user, undefined);
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
