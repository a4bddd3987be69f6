import type { FileStore } from '../file-store/port';
import type { VideoHost } from './port';
import { lookupThroughOEmbed } from './youtube-oembed';

/**
 * The default video host: the transcoded MP4 goes to our file store (visible to signed-in users,
 * shown inline) and is streamed with byte ranges by the help desk's video route. YouTube
 * addresses are validated through oEmbed, which needs no account.
 */
export function createLocalVideoHost(deps: { files: FileStore; oembedUrl: string; fetch?: typeof fetch }): VideoHost {
  return {
    name: 'local',
    async publish(input) {
      const stored = await deps.files.save({
        source: { path: input.path },
        ownerId: input.ownerId,
        purpose: 'helpdesk-video',
        name: `${input.title || input.videoId}.mp4`,
        contentType: 'video/mp4',
        visibility: 'signed-in',
        disposition: 'inline',
      });
      return { host: 'local', fileId: stored.id };
    },
    lookupYouTubeVideo: (youTubeId) => lookupThroughOEmbed(deps.oembedUrl, youTubeId, deps.fetch),
    async checkConnection() {
      const files = await deps.files.checkConnection();
      return {
        connected: files.connected,
        adapter: 'local',
        message: files.connected ? `videos kept in the ${files.adapter} file store` : files.message,
      };
    },
  };
}
