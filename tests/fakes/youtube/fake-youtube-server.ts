import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of the parts of YouTube the video host speaks to, on 127.0.0.1, with the real wire
 * formats: the OAuth token endpoint (refresh-token grant), oEmbed, Data API v3 `videos.list`, and
 * the resumable upload protocol (session opened by POST with `X-Upload-Content-Length`; bytes PUT
 * with `Content-Range`; `308 Resume Incomplete` with `Range: bytes=0-N`; `bytes *\/total` asks how
 * much arrived; 200 with the `youtube#video` resource at the end). State is in memory.
 */
interface FakeVideo {
  id: string;
  title: string;
  description: string;
  channelTitle: string;
  privacyStatus: 'public' | 'unlisted' | 'private';
  bytes: number;
}

interface UploadSession {
  total: number;
  received: Buffer[];
  receivedBytes: number;
  snippet: { title: string; description: string };
  privacyStatus: FakeVideo['privacyStatus'];
  contentType: string;
}

export interface FakeYouTube {
  url: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  videos: Map<string, FakeVideo>;
  sessions: Map<string, UploadSession>;
  /** Every request, `METHOD path`, in order. */
  log: string[];
  addVideo(video: Partial<FakeVideo> & { id: string }): void;
  /** The next `count` chunk PUTs keep their bytes but answer 503 (a lost answer). */
  loseNextChunkAnswers(count: number): void;
  close(): Promise<void>;
}

const TITLE_MAX = 100;
const DESCRIPTION_MAX = 5_000;

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function json(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

const apiError = (response: http.ServerResponse, status: number, reason: string, message: string) =>
  json(response, status, { error: { code: status, message, errors: [{ reason, message, domain: 'youtube.video' }] } });

export async function startFakeYouTube(port = 0): Promise<FakeYouTube> {
  const clientId = 'fake-client-id.apps.googleusercontent.com';
  const clientSecret = 'fake-client-secret';
  const refreshToken = `1//fake-refresh-${randomBytes(6).toString('hex')}`;
  const tokens = new Set<string>();
  const videos = new Map<string, FakeVideo>();
  const sessions = new Map<string, UploadSession>();
  const log: string[] = [];
  let losing = 0;
  let baseUrl = '';

  const isAuthorised = (request: http.IncomingMessage) =>
    tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''));

  const resource = (video: FakeVideo) => ({
    kind: 'youtube#video',
    id: video.id,
    snippet: {
      title: video.title,
      description: video.description,
      channelTitle: video.channelTitle,
      categoryId: '27',
      thumbnails: {
        default: { url: `https://i.ytimg.com/vi/${video.id}/default.jpg`, width: 120, height: 90 },
        high: { url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`, width: 480, height: 360 },
      },
    },
    status: { uploadStatus: 'uploaded', privacyStatus: video.privacyStatus },
  });

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', baseUrl);
      log.push(`${request.method} ${url.pathname}`);
      const body = await readBody(request);

      if (request.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(body.toString('utf8'));
        if (
          form.get('grant_type') !== 'refresh_token' ||
          form.get('client_id') !== clientId ||
          form.get('client_secret') !== clientSecret ||
          form.get('refresh_token') !== refreshToken
        ) {
          return json(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        }
        const token = `ya29.fake-${randomBytes(8).toString('hex')}`;
        tokens.add(token);
        return json(response, 200, {
          access_token: token,
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'https://www.googleapis.com/auth/youtube.upload',
        });
      }

      if (request.method === 'GET' && url.pathname === '/oembed') {
        const target = url.searchParams.get('url') ?? '';
        const id = URL.canParse(target) ? new URL(target).searchParams.get('v') : null;
        const video = id ? videos.get(id) : undefined;
        if (!video) return json(response, 404, 'Not Found');
        if (video.privacyStatus === 'private') return json(response, 401, 'Unauthorized');
        return json(response, 200, {
          title: video.title,
          author_name: video.channelTitle,
          author_url: 'https://www.youtube.com/@fake',
          type: 'video',
          provider_name: 'YouTube',
          thumbnail_url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`,
          html: `<iframe src="https://www.youtube.com/embed/${video.id}?feature=oembed"></iframe>`,
        });
      }

      if (request.method === 'GET' && url.pathname === '/youtube/v3/videos') {
        if (!isAuthorised(request)) return apiError(response, 401, 'authError', 'Invalid Credentials');
        const ids = (url.searchParams.get('id') ?? '').split(',');
        const items = ids.flatMap((id) => {
          const video = videos.get(id);
          return video ? [resource(video)] : [];
        });
        return json(response, 200, {
          kind: 'youtube#videoListResponse',
          items,
          pageInfo: { totalResults: items.length, resultsPerPage: items.length },
        });
      }

      if (request.method === 'POST' && url.pathname === '/upload/youtube/v3/videos') {
        if (!isAuthorised(request)) return apiError(response, 401, 'authError', 'Invalid Credentials');
        if (url.searchParams.get('uploadType') !== 'resumable')
          return apiError(response, 400, 'badRequest', 'uploadType');
        const total = Number(request.headers['x-upload-content-length']);
        const metadata = JSON.parse(body.toString('utf8') || '{}') as {
          snippet?: { title?: string; description?: string };
          status?: { privacyStatus?: string };
        };
        const title = metadata.snippet?.title ?? '';
        const description = metadata.snippet?.description ?? '';
        if (!title || title.length > TITLE_MAX || /[<>]/.test(title))
          return apiError(response, 400, 'invalidTitle', 'The request metadata specifies an invalid video title.');
        if (description.length > DESCRIPTION_MAX || /[<>]/.test(description))
          return apiError(
            response,
            400,
            'invalidDescription',
            'The request metadata specifies an invalid video description.',
          );
        const privacyStatus = metadata.status?.privacyStatus ?? 'public';
        if (!['public', 'unlisted', 'private'].includes(privacyStatus))
          return apiError(response, 400, 'invalidVideoMetadata', 'privacyStatus');
        if (!Number.isInteger(total) || total <= 0)
          return apiError(response, 400, 'badRequest', 'X-Upload-Content-Length');
        const uploadId = randomBytes(12).toString('hex');
        sessions.set(uploadId, {
          total,
          received: [],
          receivedBytes: 0,
          snippet: { title, description },
          privacyStatus: privacyStatus as FakeVideo['privacyStatus'],
          contentType: String(request.headers['x-upload-content-type'] ?? ''),
        });
        response.writeHead(200, {
          location: `${baseUrl}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status&upload_id=${uploadId}`,
          'content-length': '0',
        });
        return response.end();
      }

      if (request.method === 'PUT' && url.pathname === '/upload/youtube/v3/videos') {
        const session = sessions.get(url.searchParams.get('upload_id') ?? '');
        if (!session) return apiError(response, 404, 'notFound', 'Upload session not found');
        const range = String(request.headers['content-range'] ?? '');
        const finish = () => {
          const id = randomBytes(8).toString('base64url').slice(0, 11);
          const video: FakeVideo = {
            id,
            ...session.snippet,
            channelTitle: 'Mission Control Training',
            privacyStatus: session.privacyStatus,
            bytes: session.receivedBytes,
          };
          videos.set(id, video);
          sessions.delete(url.searchParams.get('upload_id') ?? '');
          return json(response, 200, resource(video));
        };
        const incomplete = () => {
          const headers: Record<string, string> = { 'content-length': '0' };
          if (session.receivedBytes > 0) headers.range = `bytes=0-${session.receivedBytes - 1}`;
          response.writeHead(308, headers);
          response.end();
        };
        const query = /^bytes \*\/(\d+)$/.exec(range);
        if (query) return session.receivedBytes === session.total ? finish() : incomplete();
        const chunk = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
        if (!chunk) return apiError(response, 400, 'badRequest', 'Content-Range');
        const [start, end, total] = [Number(chunk[1]), Number(chunk[2]), Number(chunk[3])];
        if (total !== session.total || start !== session.receivedBytes || end - start + 1 !== body.length)
          return apiError(response, 400, 'badRequest', 'Content-Range does not follow the bytes received');
        session.received.push(body);
        session.receivedBytes += body.length;
        if (losing > 0) {
          losing--;
          return apiError(response, 503, 'backendError', 'Backend Error');
        }
        return session.receivedBytes === session.total ? finish() : incomplete();
      }

      return apiError(response, 404, 'notFound', 'Not Found');
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    clientId,
    clientSecret,
    refreshToken,
    videos,
    sessions,
    log,
    addVideo(video) {
      videos.set(video.id, {
        title: 'A video',
        description: '',
        channelTitle: 'A channel',
        privacyStatus: 'public',
        bytes: 0,
        ...video,
      });
    },
    loseNextChunkAnswers(count) {
      losing = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The environment that points the app's YouTube adapter (and oEmbed) at the fake. */
export const youTubeEnv = (fake: FakeYouTube, withCredentials = true): Record<string, string> => ({
  YOUTUBE_API_URL: fake.url,
  YOUTUBE_TOKEN_URL: `${fake.url}/token`,
  YOUTUBE_OEMBED_URL: `${fake.url}/oembed`,
  ...(withCredentials
    ? {
        YOUTUBE_CLIENT_ID: fake.clientId,
        YOUTUBE_CLIENT_SECRET: fake.clientSecret,
        YOUTUBE_REFRESH_TOKEN: fake.refreshToken,
      }
    : {}),
});
