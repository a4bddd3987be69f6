import { open } from 'node:fs/promises';
import { VideoHostUnavailableError, type PublishContext, type PublishInput, type VideoHost } from './port';

export interface YouTubeOptions {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** `https://www.googleapis.com` (tests: the fake's address). */
  apiUrl: string;
  tokenUrl: string;
  fetch?: typeof fetch;
  /** Bytes per upload request: a multiple of 256 KiB, as the resumable protocol requires. */
  chunkBytes?: number;
  /** Attempts for one chunk after a 5xx or a lost connection, before the job's own retry takes over. */
  chunkAttempts?: number;
}

const CALL_TIMEOUT_MS = 15_000;
const CHUNK_TIMEOUT_MS = 120_000;
/** "Education", the category of training videos. */
const CATEGORY_EDUCATION = '27';

interface VideoListAnswer {
  items?: {
    id?: string;
    snippet?: { title?: string; channelTitle?: string; thumbnails?: Record<string, { url?: string } | undefined> };
  }[];
}

/**
 * YouTube Data API v3: OAuth access tokens from a refresh token, `videos.list` to validate an
 * address, and the resumable upload protocol (`uploadType=resumable`: a session is opened with
 * the metadata, then the bytes are PUT in chunks with `Content-Range`; 308 says how much arrived,
 * 200/201 carries the new video). A session is saved so a retried job resumes it.
 */
export function createYouTubeVideoHost(options: YouTubeOptions): VideoHost {
  const fetchImpl = options.fetch ?? fetch;
  const chunkBytes = options.chunkBytes ?? 8 * 1024 * 1024;
  const chunkAttempts = options.chunkAttempts ?? 4;
  let token: { value: string; expiresAt: number } | null = null;

  async function call(url: string | URL, init: RequestInit, timeoutMs = CALL_TIMEOUT_MS) {
    try {
      const signal = init.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs);
      return await fetchImpl(url, { ...init, signal });
    } catch (error) {
      if (init.signal?.aborted) throw init.signal.reason;
      throw new VideoHostUnavailableError(`YouTube request failed: ${String(error)}`);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const response = await call(options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: options.clientId,
        client_secret: options.clientSecret,
        refresh_token: options.refreshToken,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token)
      throw new VideoHostUnavailableError(`YouTube refused the credentials (${response.status})`);
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  async function openSession(input: PublishInput, signal: AbortSignal): Promise<string> {
    const url = new URL('/upload/youtube/v3/videos', options.apiUrl);
    url.searchParams.set('uploadType', 'resumable');
    url.searchParams.set('part', 'snippet,status');
    const response = await call(url, {
      method: 'POST',
      signal,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json; charset=UTF-8',
        'x-upload-content-length': String(input.size),
        'x-upload-content-type': 'video/mp4',
      },
      body: JSON.stringify({
        snippet: { title: input.title, description: input.description, categoryId: CATEGORY_EDUCATION },
        status: { privacyStatus: input.privacyStatus, selfDeclaredMadeForKids: false },
      }),
    });
    const location = response.headers.get('location');
    if (!response.ok || !location) {
      const detail = await response.text().catch(() => '');
      throw new VideoHostUnavailableError(
        `YouTube did not open an upload (${response.status}) ${detail.slice(0, 200)}`,
      );
    }
    return location;
  }

  /** Sends one request to the session; answers the next byte wanted, or the finished video's id. */
  async function sendToSession(
    session: string,
    input: PublishInput,
    signal: AbortSignal,
    chunk: { start: number; bytes: Buffer } | null,
  ): Promise<{ next: number } | { videoId: string } | { expired: true }> {
    const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}` };
    if (chunk) {
      headers['content-range'] = `bytes ${chunk.start}-${chunk.start + chunk.bytes.length - 1}/${input.size}`;
      headers['content-type'] = 'video/mp4';
    } else {
      headers['content-range'] = `bytes */${input.size}`;
    }
    const response = await call(
      session,
      { method: 'PUT', signal, headers, body: chunk ? new Uint8Array(chunk.bytes) : new Uint8Array(0) },
      CHUNK_TIMEOUT_MS,
    );
    if (response.status === 200 || response.status === 201) {
      const body = (await response.json().catch(() => ({}))) as { id?: string };
      if (!body.id) throw new VideoHostUnavailableError('YouTube finished the upload without a video id');
      return { videoId: body.id };
    }
    if (response.status === 308) {
      const range = /bytes=0-(\d+)/.exec(response.headers.get('range') ?? '');
      return { next: range ? Number(range[1]) + 1 : 0 };
    }
    if (response.status === 404 || response.status === 410) return { expired: true };
    throw new VideoHostUnavailableError(`YouTube upload answered ${response.status}`);
  }

  async function upload(input: PublishInput, context: PublishContext): Promise<string> {
    let session = input.uploadSessionUrl;
    let offset = 0;
    if (session) {
      const state = await sendToSession(session, input, context.signal, null).catch(() => ({ expired: true as const }));
      if ('videoId' in state) return state.videoId;
      if ('next' in state) offset = state.next;
      else session = null;
    }
    if (!session) {
      session = await openSession(input, context.signal);
      await context.saveSession(session);
      offset = 0;
    }
    const file = await open(input.path, 'r');
    try {
      let failures = 0;
      for (;;) {
        const length = Math.min(chunkBytes, input.size - offset);
        const bytes = Buffer.alloc(length);
        await file.read(bytes, 0, length, offset);
        let state: Awaited<ReturnType<typeof sendToSession>>;
        try {
          state = await sendToSession(session, input, context.signal, { start: offset, bytes });
        } catch (error) {
          if (context.signal.aborted || !(error instanceof VideoHostUnavailableError) || ++failures >= chunkAttempts)
            throw error;
          await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** failures));
          // Ask how much arrived before sending again.
          state = await sendToSession(session, input, context.signal, null);
        }
        if ('videoId' in state) return state.videoId;
        if ('expired' in state) {
          await context.saveSession(null);
          throw new VideoHostUnavailableError('The YouTube upload session expired; it will start again');
        }
        offset = state.next;
        await context.onProgress(input.size === 0 ? 1 : offset / input.size);
      }
    } finally {
      await file.close();
    }
  }

  return {
    name: 'youtube',
    async publish(input, context) {
      const externalId = await upload(input, context);
      await context.onProgress(1);
      return { host: 'youtube', externalId };
    },
    async lookupYouTubeVideo(youTubeId) {
      const url = new URL('/youtube/v3/videos', options.apiUrl);
      url.searchParams.set('part', 'snippet');
      url.searchParams.set('id', youTubeId);
      const response = await call(url, { headers: { authorization: `Bearer ${await accessToken()}` } });
      if (!response.ok) throw new VideoHostUnavailableError(`YouTube videos.list answered ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as VideoListAnswer;
      const item = body.items?.find((candidate) => candidate.id === youTubeId);
      if (!item?.snippet) return null;
      const thumbnails = item.snippet.thumbnails ?? {};
      return {
        videoId: youTubeId,
        title: item.snippet.title ?? '',
        author: item.snippet.channelTitle ?? '',
        thumbnailUrl:
          thumbnails.high?.url ??
          thumbnails.medium?.url ??
          thumbnails.default?.url ??
          `https://i.ytimg.com/vi/${youTubeId}/hqdefault.jpg`,
      };
    },
    async checkConnection() {
      try {
        await accessToken();
        return { connected: true, adapter: 'youtube', message: 'authorised' };
      } catch (error) {
        return { connected: false, adapter: 'youtube', message: (error as Error).message };
      }
    },
  };
}
