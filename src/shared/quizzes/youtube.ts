/** A YouTube video id: 11 characters of letters, digits, `-` and `_`. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

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
