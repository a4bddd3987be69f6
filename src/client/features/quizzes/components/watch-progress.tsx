import { CheckCircle2, Lock } from 'lucide-react';
import { UNLOCK_FRACTION } from '#shared/quizzes/schemas';
import { Progress } from '#client/components/ui/progress';

/** How much of the video the server counts as played, and whether the quiz is unlocked. */
export function WatchProgress({ percent, isUnlocked }: { percent: number; isUnlocked: boolean }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2 text-sm">
        {/* A live region from the start, so "Quiz unlocked" is read out when it appears (WCAG 4.1.3). */}
        <span className="flex items-center gap-1.5 font-medium" aria-live="polite">
          {isUnlocked ? (
            <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
          ) : (
            <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
          )}
          {isUnlocked ? 'Quiz unlocked' : `Watch ${Math.round(UNLOCK_FRACTION * 100)}% of the video to unlock the quiz`}
        </span>
        <span className="tabular-nums text-muted-foreground" data-testid="watch-percent">
          {percent}% watched
        </span>
      </div>
      <Progress value={percent} label="Video watched" />
    </div>
  );
}
