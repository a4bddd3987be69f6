import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { compressionFor, videoExtensionOf } from '#shared/help-desk/video';
import type { AreaDeps } from '#server/areas/area';
import { inputFormatOf, makeThumbnail, resolveFfmpegPath, transcode } from '#server/platform/video-host/ffmpeg';
import * as repo from './video.repo';

export const PROCESS_VIDEO = 'help-desk.process-video';

export interface ProcessVideoPayload {
  videoId: string;
}

/** Share of the progress bar each step takes (out of 100). */
const CONVERT_SHARE = 70;

/**
 * Turns an uploaded video into a playable one: copies the source out of the file store, converts
 * it to an H.264/AAC MP4 (MOV and the rest converted, over 2 MB compressed, over 25 MB harder),
 * makes a thumbnail, and publishes the MP4 to the active video host. Each finished step is
 * recorded on the row, so a job that runs again (a retry, a restart) skips what is done and a
 * YouTube upload resumes its session.
 */
/** The first bytes of a file: enough for its type. */
async function headOf(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(4_100);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function defineVideoProcessing(deps: Pick<AreaDeps, 'db' | 'files' | 'jobs' | 'videoHost' | 'config' | 'now'>) {
  const ffmpeg = resolveFfmpegPath(deps.config.FFMPEG_PATH);
  deps.jobs.define<ProcessVideoPayload, { videoId: string }>(
    PROCESS_VIDEO,
    async ({ videoId }, ctx) => {
      const video = await repo.findVideo(deps.db, videoId);
      if (!video || video.status === 'ready') return { videoId };
      const report = (percent: number, message: string) => {
        ctx.progress(Math.round(percent), 100, message).catch(() => undefined);
      };
      const update = (values: Partial<repo.NewVideoRow>) =>
        repo.updateVideo(deps.db, videoId, { ...values, updatedAt: deps.now() });
      await mkdir(deps.files.spoolDir, { recursive: true });
      const work = await mkdtemp(path.join(deps.files.spoolDir, 'video-'));
      try {
        const source = video.sourceFileId ? await deps.files.find(video.sourceFileId) : null;
        if (!source) throw new Error('The uploaded video is no longer available; upload it again');
        report(0, 'Preparing the video');
        const input = path.join(work, `source.${videoExtensionOf(video.sourceName) ?? 'bin'}`);
        await pipeline(await deps.files.open(source), createWriteStream(input));

        // ffmpeg reads the container the content says (checked at upload too), as that and nothing else.
        const format = await inputFormatOf(await headOf(input));
        if (!format) throw new Error('The file is not a video in a format the help desk accepts');

        const output = path.join(work, 'video.mp4');
        const compression = compressionFor(video.sourceSize);
        const { durationSeconds } = await transcode({
          ffmpeg,
          input,
          format,
          output,
          compression,
          copyStreams: compression === 'none' && videoExtensionOf(video.sourceName) === 'mp4',
          signal: ctx.signal,
          onProgress: (fraction) => report(fraction * CONVERT_SHARE, 'Converting the video'),
        });
        report(CONVERT_SHARE, 'Making a thumbnail');
        if (!video.thumbnailFileId) {
          const thumbnail = path.join(work, 'thumbnail.jpg');
          await makeThumbnail({
            ffmpeg,
            input: output,
            output: thumbnail,
            atSeconds: Math.min(1, durationSeconds / 2),
            signal: ctx.signal,
          });
          const stored = await deps.files.save({
            source: { path: thumbnail },
            ownerId: video.createdById,
            purpose: 'helpdesk-video-thumbnail',
            name: `${videoId}.jpg`,
            contentType: 'image/jpeg',
            visibility: 'signed-in',
            disposition: 'inline',
          });
          await update({ thumbnailFileId: stored.id });
        }

        const { size } = await stat(output);
        const published = await deps.videoHost.publish(
          {
            videoId,
            path: output,
            size,
            title: video.title,
            description: video.description,
            privacyStatus: video.privacyStatus,
            ownerId: video.createdById,
            uploadSessionUrl: video.uploadSessionUrl,
          },
          {
            signal: ctx.signal,
            onProgress: async (fraction) => report(CONVERT_SHARE + fraction * (100 - CONVERT_SHARE), 'Publishing'),
            saveSession: (url) => update({ uploadSessionUrl: url }),
          },
        );
        await update({
          status: 'ready',
          error: null,
          uploadSessionUrl: null,
          sourceFileId: null,
          ...(published.host === 'local'
            ? { host: 'local' as const, fileId: published.fileId }
            : { host: 'youtube' as const, externalId: published.externalId }),
        });
        await deps.files.remove(source.id).catch(() => undefined);
        await ctx.progress(100, 100, 'Ready');
        return { videoId };
      } catch (error) {
        if (!ctx.signal.aborted && ctx.attempt >= ctx.job.maxAttempts) {
          await update({ status: 'failed', error: (error as Error).message.slice(0, 500) });
        }
        throw new Error(`The video could not be processed: ${(error as Error).message.slice(0, 300)}`);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    { maxAttempts: 3, leaseMs: 120_000 },
  );
}
