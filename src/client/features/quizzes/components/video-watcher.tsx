import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { WATCH_POLL_MS } from '#shared/quizzes/schemas';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Spinner } from '#client/components/ui/spinner';
import { isLocalQuizVideo } from '#shared/quizzes/youtube';
import { WatchProgress } from './watch-progress';
import { createPlayTracker, rangesOf } from '../lib/played-ranges';
import { createWatchReporter } from '../lib/watch-reporter';
import { loadYouTubeApi, PLAYER_ENDED, YOUTUBE_PLAYER_HOST, type YouTubePlayer } from '../lib/youtube-api';

interface VideoWatcherProps {
  videoId: string;
  title: string;
  /** The quiz whose watched time the player reports; archive mode (none) plays without the bar and lock. */
  quizId?: number;
  /** The server already counts 90 % as played for this person. */
  isInitiallyUnlocked?: boolean;
  /** Called once, when the server counts 90 % of the video as played (ADR 082). */
  onUnlocked?: () => void;
}

type PlayerStatus = 'loading' | 'ready' | 'failed';

/**
 * The YouTube player, or an HTML5 player for a video on our own host (ADR 056), with a
 * watch-progress bar: the played time reported to the server and counted there (ADR 082).
 */
export function VideoWatcher({ videoId, title, quizId, isInitiallyUnlocked = false, onUnlocked }: VideoWatcherProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PlayerStatus>('loading');
  const [watched, setWatched] = useState(isInitiallyUnlocked ? 1 : 0);
  const [isUnlocked, setIsUnlocked] = useState(isInitiallyUnlocked);
  const onUnlockedRef = useRef(onUnlocked);
  onUnlockedRef.current = onUnlocked;

  const isLocal = isLocalQuizVideo(videoId);
  const isArchive = quizId === undefined;

  useEffect(() => {
    if (!isLocal) return;
    const reporter =
      quizId === undefined
        ? null
        : createWatchReporter(quizId, (counted) => {
            setWatched(counted.fraction);
            if (counted.isUnlocked) setIsUnlocked(true);
          });
    const video = document.createElement('video');
    Object.assign(video, { src: videoId, controls: true, playsInline: true, preload: 'metadata' });
    video.className = 'h-full w-full';
    video.setAttribute('aria-label', title);
    // The time actually played (the element's `played` ranges), not the slider's position.
    const report = (isUrgent: boolean) =>
      reporter?.send(Number.isFinite(video.duration) ? video.duration : 0, rangesOf(video.played), isUrgent);
    video.addEventListener('loadedmetadata', () => {
      setStatus('ready');
      report(true);
    });
    video.addEventListener('error', () => setStatus('failed'));
    video.addEventListener('pause', () => report(true));
    video.addEventListener('ended', () => report(true));
    hostRef.current?.append(video);
    const timer = window.setInterval(() => report(false), WATCH_POLL_MS);
    return () => {
      window.clearInterval(timer);
      reporter?.stop();
      video.pause();
      video.remove();
    };
  }, [isLocal, videoId, title, quizId]);

  useEffect(() => {
    if (isLocal) return;
    let player: YouTubePlayer | null = null;
    let timer: number | undefined;
    let isCancelled = false;
    const tracker = createPlayTracker();
    const reporter =
      quizId === undefined
        ? null
        : createWatchReporter(quizId, (counted) => {
            setWatched(counted.fraction);
            if (counted.isUnlocked) setIsUnlocked(true);
          });
    const report = (isUrgent: boolean) => reporter?.send(player?.getDuration() ?? 0, tracker.ranges(), isUrgent);
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
            onReady: () => {
              setStatus('ready');
              // Where playing starts from: the first poll counts from here.
              tracker.poll(player?.getCurrentTime() ?? 0, Date.now());
              report(true);
            },
            onStateChange: (event) => {
              if (event.data === (YT.PlayerState?.ENDED ?? PLAYER_ENDED)) {
                tracker.poll(player?.getCurrentTime() ?? 0, Date.now());
                report(true);
              }
            },
            onError: () => setStatus('failed'),
          },
        });
        timer = window.setInterval(() => {
          if (!player) return;
          tracker.poll(player.getCurrentTime(), Date.now());
          report(false);
        }, WATCH_POLL_MS);
      })
      .catch(() => {
        if (!isCancelled) setStatus('failed');
      });
    return () => {
      isCancelled = true;
      reporter?.stop();
      window.clearInterval(timer);
      player?.destroy();
      mount.remove();
    };
  }, [isLocal, videoId, quizId]);

  useEffect(() => {
    if (isUnlocked && !isInitiallyUnlocked) onUnlockedRef.current?.();
  }, [isUnlocked, isInitiallyUnlocked]);

  // The share the server counts as played: what the questions wait for.
  const percent = Math.round(watched * 100);
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
      {isArchive ? null : <WatchProgress percent={percent} isUnlocked={isUnlocked} />}
    </div>
  );
}
