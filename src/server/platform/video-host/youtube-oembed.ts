import { VideoHostUnavailableError, type YouTubeVideoInfo } from './port';

const TIMEOUT_MS = 10_000;

interface OEmbedAnswer {
  title?: unknown;
  author_name?: unknown;
  thumbnail_url?: unknown;
}

/**
 * Looks a YouTube video up through YouTube's oEmbed endpoint, which needs no credentials: the
 * local video host validates addresses this way. 400/401/403/404 mean no such public or unlisted
 * video; anything else is the service being unavailable.
 */
export async function lookupThroughOEmbed(
  oembedUrl: string,
  youTubeId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<YouTubeVideoInfo | null> {
  const url = new URL(oembedUrl);
  url.searchParams.set('url', `https://www.youtube.com/watch?v=${youTubeId}`);
  url.searchParams.set('format', 'json');
  let response: Response;
  try {
    response = await fetchImpl(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new VideoHostUnavailableError(`oEmbed request failed: ${String(error)}`);
  }
  if ([400, 401, 403, 404].includes(response.status)) return null;
  if (!response.ok) throw new VideoHostUnavailableError(`oEmbed answered ${response.status}`);
  const body = (await response.json().catch(() => ({}))) as OEmbedAnswer;
  return {
    videoId: youTubeId,
    title: typeof body.title === 'string' ? body.title : '',
    author: typeof body.author_name === 'string' ? body.author_name : '',
    thumbnailUrl:
      typeof body.thumbnail_url === 'string' ? body.thumbnail_url : `https://i.ytimg.com/vi/${youTubeId}/hqdefault.jpg`,
  };
}
