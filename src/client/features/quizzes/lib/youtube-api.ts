/** The part of the YouTube IFrame Player API the quiz uses (https://developers.google.com/youtube/iframe_api_reference). */
export interface YouTubePlayer {
  getCurrentTime(): number;
  getDuration(): number;
  destroy(): void;
}

interface YouTubePlayerEvent {
  target: YouTubePlayer;
  data?: number;
}

export interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      host?: string;
      width?: string | number;
      height?: string | number;
      playerVars?: Record<string, string | number>;
      events?: {
        onReady?: (event: YouTubePlayerEvent) => void;
        onStateChange?: (event: YouTubePlayerEvent) => void;
        onError?: (event: YouTubePlayerEvent) => void;
      };
    },
  ) => YouTubePlayer;
  PlayerState?: { ENDED: number };
}

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
/** The privacy-enhanced player host (the page's CSP allows it as a frame). */
export const YOUTUBE_PLAYER_HOST = 'https://www.youtube-nocookie.com';
/** YT.PlayerState.ENDED. */
export const PLAYER_ENDED = 0;

let loading: Promise<YouTubeNamespace> | null = null;

/** Loads the IFrame Player API once per page; a failed load can be tried again. */
export function loadYouTubeApi(timeoutMs = 15_000): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    const timer = window.setTimeout(() => fail(new Error('The video player did not load.')), timeoutMs);
    const fail = (error: Error) => {
      window.clearTimeout(timer);
      loading = null;
      reject(error);
    };
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      window.clearTimeout(timer);
      if (window.YT?.Player) resolve(window.YT);
      else fail(new Error('The video player did not load.'));
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = () => {
      script.remove();
      fail(new Error('The video player could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}
