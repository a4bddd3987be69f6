import type { Env } from '#server/config/env';
import type { FileStore } from '../file-store/port';
import { createLocalVideoHost } from './local-video-host';
import type { VideoHost } from './port';
import { createYouTubeVideoHost } from './youtube-video-host';

/** YouTube when its three credentials are set; our own local video host otherwise. */
export function selectVideoHost(config: Env, files: FileStore): VideoHost {
  if (config.YOUTUBE_CLIENT_ID && config.YOUTUBE_CLIENT_SECRET && config.YOUTUBE_REFRESH_TOKEN) {
    return createYouTubeVideoHost({
      clientId: config.YOUTUBE_CLIENT_ID,
      clientSecret: config.YOUTUBE_CLIENT_SECRET,
      refreshToken: config.YOUTUBE_REFRESH_TOKEN,
      apiUrl: config.YOUTUBE_API_URL,
      tokenUrl: config.YOUTUBE_TOKEN_URL,
    });
  }
  return createLocalVideoHost({ files, oembedUrl: config.YOUTUBE_OEMBED_URL });
}
