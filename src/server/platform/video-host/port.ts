import type { PrivacyStatus } from '#shared/help-desk/video';

interface ConnectionStatus {
  connected: boolean;
  adapter: string;
  message: string;
}

/** A YouTube video as validation answers it (spec 03 §3 without the derived embed address). */
export interface YouTubeVideoInfo {
  videoId: string;
  title: string;
  author: string;
  thumbnailUrl: string;
}

/** A transcoded MP4 ready to be published under our video id. */
export interface PublishInput {
  videoId: string;
  path: string;
  size: number;
  title: string;
  description: string;
  privacyStatus: PrivacyStatus;
  ownerId: number | null;
  /** A resumable upload session a previous attempt started (YouTube), or null. */
  uploadSessionUrl: string | null;
}

export interface PublishContext {
  signal: AbortSignal;
  /** 0 to 1. */
  onProgress(fraction: number): Promise<void>;
  /** Keeps a resumable session so a retried job goes on where this one stopped. */
  saveSession(url: string | null): Promise<void>;
}

type PublishedVideo = { host: 'local'; fileId: string } | { host: 'youtube'; externalId: string };

/** Thrown when the video service cannot be reached or refuses for a reason of its own (not the video's). */
export class VideoHostUnavailableError extends Error {}

/**
 * Where help desk videos live once transcoded: our file store, streamed with ranges to signed-in
 * users (the default), or YouTube (Data API v3) when its credentials are set. Both also look up
 * YouTube videos named by URL.
 */
export interface VideoHost {
  readonly name: 'local' | 'youtube';
  publish(input: PublishInput, context: PublishContext): Promise<PublishedVideo>;
  /** The video, or null when YouTube has no such (public or unlisted) video; throws VideoHostUnavailableError. */
  lookupYouTubeVideo(youTubeId: string): Promise<YouTubeVideoInfo | null>;
  checkConnection(): Promise<ConnectionStatus>;
}
