import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/text';
import { HELP_DESK_MESSAGES as M } from './messages';

/** Spec 03 §5 and §9: what a help desk video upload accepts. */
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'mov', 'wmv', 'webm'] as const;
export type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];
/** The spec's check (50 MB) rather than its helper text (500 MB): ADR 027. */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
const COMPRESSION_NOTICE_BYTES = 2 * 1024 * 1024;
const HIGH_COMPRESSION_BYTES = 25 * 1024 * 1024;
export const VIDEO_TITLE_MAX = 100;
export const VIDEO_DESCRIPTION_MAX = 5_000;
export const PRIVACY_STATUSES = ['unlisted', 'private', 'public'] as const;
export type PrivacyStatus = (typeof PRIVACY_STATUSES)[number];

/** Our video ids, like YouTube's: 11 characters of the URL-safe base64 alphabet. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

export type Compression = 'none' | 'standard' | 'high';

/** Over 2 MB is compressed (standard), over 25 MB with high settings (spec 03 §5). */
export function compressionFor(sizeBytes: number): Compression {
  if (sizeBytes > HIGH_COMPRESSION_BYTES) return 'high';
  if (sizeBytes > COMPRESSION_NOTICE_BYTES) return 'standard';
  return 'none';
}

export function videoExtensionOf(fileName: string): VideoExtension | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return (VIDEO_EXTENSIONS as readonly string[]).includes(ext) ? (ext as VideoExtension) : null;
}

/** What is wrong with a chosen file before it is sent, or null (the server checks the same). */
export function videoFileProblem(file: { name: string; size: number }): string | null {
  if (!videoExtensionOf(file.name)) return M.unsupportedFormat;
  if (file.size >= VIDEO_MAX_BYTES) return M.videoTooLarge;
  return null;
}

/**
 * The safe character set of titles and descriptions (spec 03 §5 leaves it unshown; ADR 028):
 * any printable character except `<` and `>`, which YouTube refuses in both. Control characters
 * are refused by the text builders (line breaks only in the description).
 */
const SAFE_TEXT = /^[^<>]*$/;

export const VideoUploadFieldsSchema = z
  .object({
    title: singleLineText({ max: VIDEO_TITLE_MAX, label: 'Title', trim: true, typeError: M.videoTitleRequired })
      .min(1, M.videoTitleRequired)
      .regex(SAFE_TEXT, 'Title must not contain < or >'),
    description: multiLineText({ max: VIDEO_DESCRIPTION_MAX, label: 'Description', trim: true })
      .regex(SAFE_TEXT, 'Description must not contain < or >')
      .default(''),
    privacyStatus: z
      .enum(PRIVACY_STATUSES, { error: 'Privacy must be unlisted, private or public' })
      .default('unlisted'),
  })
  .strict();
export type VideoUploadFields = z.output<typeof VideoUploadFieldsSchema>;

export const VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;

/**
 * `POST /api/youtube/upload-video` (spec 03 §3: videoId, url, thumbnailUrl). `url` plays the video
 * once processed, whichever host has it; `jobId` follows the transcoding (`GET /api/jobs/:id`).
 */
export const VideoUploadResultSchema = z
  .object({
    videoId: z.string().regex(VIDEO_ID_PATTERN),
    url: z.string(),
    thumbnailUrl: z.string(),
    status: z.enum(VIDEO_STATUSES),
    jobId: z.uuid().nullable(),
  })
  .strict();
export type VideoUploadResult = z.infer<typeof VideoUploadResultSchema>;

export const VideoValidateInputSchema = z
  .object({
    videoUrl: singleLineText({ max: 2_000, label: 'Video URL', trim: true, typeError: M.notYouTubeUrl }).min(
      1,
      M.notYouTubeUrl,
    ),
  })
  .strict();

/** Spec 03 §3: a validated YouTube video. */
export const VideoValidationSchema = z
  .object({
    videoId: z.string(),
    embedUrl: z.string(),
    thumbnailUrl: z.string(),
    title: z.string(),
    author: z.string(),
  })
  .strict();
export type VideoValidation = z.infer<typeof VideoValidationSchema>;

/** Spec 03 §5: the server is asked only when the address mentions YouTube's host or youtu.be. */
export const mentionsYouTube = (url: string) => /youtube\.com|youtu\.be/i.test(url);

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube address (watch, youtu.be, embed, shorts, live), or null. */
export function youTubeIdOf(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') candidate = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}
