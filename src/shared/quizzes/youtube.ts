/** A YouTube video id: 11 characters of letters, digits, `-` and `_`. */
const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * Reduces what a person pastes to the 11-character video id: the id itself, or a watch
 * (`/watch?v=`), `youtu.be/`, `/shorts/`, `/embed/`, `/live/` or `/v/` URL, with or without the
 * scheme. Answers null when no id can be found.
 */
export function extractYouTubeId(input: string): string | null {
  const value = input.trim();
  if (YOUTUBE_ID_PATTERN.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v') ?? undefined;
    else if (['shorts', 'embed', 'live', 'v', 'e'].includes(segments[0] ?? '')) candidate = segments[1];
  }
  return candidate !== undefined && YOUTUBE_ID_PATTERN.test(candidate) ? candidate : null;
}

/**
 * A video uploaded to our own video host (the help desk's), as a quiz stores it: the address it
 * plays from. YouTube ids are 11 characters too, so the path is what tells the two apart.
 */
const LOCAL_QUIZ_VIDEO_PATH = /^\/api\/helpdesk\/videos\/([A-Za-z0-9_-]{11})$/;

/** A quiz's stored video: a YouTube id or the path of one of our own videos. */
export const QUIZ_VIDEO_PATTERN = /^(?:[A-Za-z0-9_-]{11}|\/api\/helpdesk\/videos\/[A-Za-z0-9_-]{11})$/;

export const isLocalQuizVideo = (videoId: string) => LOCAL_QUIZ_VIDEO_PATH.test(videoId);

/** The id of one of our own videos named by its stored path, or null for a YouTube id. */
export const localVideoIdOf = (videoId: string) => LOCAL_QUIZ_VIDEO_PATH.exec(videoId)?.[1] ?? null;

/**
 * What the quiz form's video field accepts: anything `extractYouTubeId` reads, or the address of a
 * help desk video (`/api/helpdesk/videos/…`, alone or as a full URL), kept as its path.
 */
export function extractQuizVideo(input: string): string | null {
  const youTubeId = extractYouTubeId(input);
  if (youTubeId) return youTubeId;
  const value = input.trim();
  let path = value;
  if (!value.startsWith('/')) {
    try {
      path = new URL(value).pathname;
    } catch {
      return null;
    }
  }
  return LOCAL_QUIZ_VIDEO_PATH.test(path) ? path : null;
}
