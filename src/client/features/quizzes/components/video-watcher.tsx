import { CheckCircle2, ExternalLink, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { UNLOCK_FRACTION, WATCH_POLL_MS } from '../../../../shared/quizzes/schemas';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Progress } from '../../../components/ui/progress';
import { Spinner } from '../../../components/ui/spinner';
import { isLocalQuizVideo } from '../../../../shared/quizzes/youtube';
import { loadYouTubeApi, PLAYER_ENDED, YOUTUBE_PLAYER_HOST, type YouTubePlayer } from '../lib/youtube-api';

interface VideoWatcherProps {
  videoId: string;
  title: string;
  /** Archive mode plays the video without the progress bar and lock. */
  isArchive?: boolean;
  /** Called once, when 90% is watched or the video ends (spec 02 §4). */
  onUnlocked?: () => void;
}

type PlayerStatus = 'loading' | 'ready' | 'failed';

/**
 * The YouTube player, or an HTML5 player for a video on our own host (ADR 056), with a
 * watch-progress bar polled every second.
 */
export function VideoWatcher({ videoId, title, isArchive = false, onUnlocked }: VideoWatcherProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PlayerStatus>('loading');
  const [watched, setWatched] = useState(0);
  const [isEnded, setIsEnded] = useState(false);
  const onUnlockedRef = useRef(onUnlocked);
  onUnlockedRef.current = onUnlocked;

  const isLocal = isLocalQuizVideo(videoId);

  useEffect(() => {
    if (!isLocal) return;
    const video = document.createElement('video');
    Object.assign(video, { src: videoId, controls: true, playsInline: true, preload: 'metadata' });
    video.className = 'h-full w-full';
    video.setAttribute('aria-label', title);
    video.addEventListener('loadedmetadata', () => setStatus('ready'));
    video.addEventListener('error', () => setStatus('failed'));
    video.addEventListener('ended', () => setIsEnded(true));
    hostRef.current?.append(video);
    const timer = window.setInterval(() => {
      const duration = Number.isFinite(video.duration) ? video.duration : 0;
      if (duration > 0) setWatched((before) => Math.max(before, Math.min(1, video.currentTime / duration)));
    }, WATCH_POLL_MS);
    return () => {
      window.clearInterval(timer);
      video.pause();
      video.remove();
    };
  }, [isLocal, videoId, title]);

  useEffect(() => {
    if (isLocal) return;
    let player: YouTubePlayer | null = null;
    let timer: number | undefined;
    let isCancelled = false;
    const mount = document.createElement('div');
    hostRef.current?.append(mount);
    loadYouTubeApi()
      .then((YT) => {
        if (isCancelled) return;
        player = new YT.Player(mount, {
          videoId,
          host: YOUTUBE_PLAYER_HOST,
          width: '100%',
          height: '100%',
          playerVars: { rel: 0, modestbranding: 1, playsinline: 1 },
          events: {
            onReady: () => setStatus('ready'),
            onStateChange: (event) => {
              if (event.data === (YT.PlayerState?.ENDED ?? PLAYER_ENDED)) setIsEnded(true);
            },
            onError: () => setStatus('failed'),
          },
        });
        timer = window.setInterval(() => {
          const duration = player?.getDuration() ?? 0;
          const current = player?.getCurrentTime() ?? 0;
          if (duration > 0) setWatched((before) => Math.max(before, Math.min(1, current / duration)));
        }, WATCH_POLL_MS);
      })
      .catch(() => {
        if (!isCancelled) setStatus('failed');
      });
    return () => {
      isCancelled = true;
      window.clearInterval(timer);
      player?.destroy();
      mount.remove();
    };
  }, [isLocal, videoId]);

  const isUnlocked = isEnded || watched >= UNLOCK_FRACTION;
  useEffect(() => {
    if (isUnlocked) onUnlockedRef.current?.();
  }, [isUnlocked]);

  const percent = Math.round((isEnded ? 1 : watched) * 100);
  return (
    <div className="grid gap-3">
      <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-black">
        <div ref={hostRef} className="absolute inset-0 [&_iframe]:h-full [&_iframe]:w-full" title={title} />
        {status === 'loading' ? (
          <div className="absolute inset-0 grid place-items-center text-white">
            <Spinner label="Loading video" />
          </div>
        ) : null}
      </div>
      {status === 'failed' ? (
        <Alert variant="destructive">
          <AlertTitle>The video could not be played here</AlertTitle>
          <AlertDescription>
            {isLocal ? (
              'Reload the page to try again, or ask an admin to check the video on Help Desk Admin.'
            ) : (
              <a
                className="inline-flex items-center gap-1 underline"
                href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
                target="_blank"
                rel="noreferrer noopener"
              >
                Watch it on YouTube <ExternalLink className="size-3" aria-hidden="true" />
              </a>
            )}
          </AlertDescription>
        </Alert>
      ) : null}
      {isArchive ? null : (
        <div className="grid gap-1.5">
          <div className="flex items-center justify-between gap-2 text-sm">
            {/* A live region from the start, so "Quiz unlocked" is read out when it appears (WCAG 4.1.3). */}
            <span className="flex items-center gap-1.5 font-medium" aria-live="polite">
              {isUnlocked ? (
                <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
              ) : (
                <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
              )}
              {isUnlocked
                ? 'Quiz unlocked'
                : `Watch ${Math.round(UNLOCK_FRACTION * 100)}% of the video to unlock the quiz`}
            </span>
            <span className="tabular-nums text-muted-foreground" data-testid="watch-percent">
              {percent}% watched
            </span>
          </div>
          <Progress value={percent} label="Video watched" />
        </div>
      )}
    </div>
  );
}
