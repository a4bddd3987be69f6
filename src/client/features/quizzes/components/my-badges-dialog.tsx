import type { DialogSlotProps } from '../../../lib/areas/client-area';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/error-message';
import { useMyBadges } from '../api/get-my-badges';
import { BadgeList } from './badge-list';

/** The dashboard's My Badges card opens this (slot `my-badges`). */
export function MyBadgesDialog({ isOpen, onOpenChange }: DialogSlotProps) {
  const badges = useMyBadges(isOpen);
  const data = badges.data;
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>My Badges</DialogTitle>
          <DialogDescription>
            Earn points and badges by taking the weekly video quiz: 10 points per correct answer, 20 more for a perfect
            score.
          </DialogDescription>
        </DialogHeader>
        {badges.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading badges">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : null}
        {badges.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(badges.error)}</AlertDescription>
          </Alert>
        ) : null}
        {data ? (
          <div className="grid gap-5">
            <dl className="grid grid-cols-3 gap-2 text-center">
              {[
                ['Points', data.totalPoints],
                ['Quizzes completed', data.quizzesCompleted],
                ['Badges', data.badges.length],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg border p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <section className="grid gap-2">
              <h3 className="font-semibold">Earned</h3>
              {data.badges.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No badges yet. Take this week&apos;s video quiz to earn your first one.
                </p>
              ) : (
                <BadgeList badges={data.badges} />
              )}
            </section>
            {data.available.length > 0 ? (
              <section className="grid gap-2">
                <h3 className="font-semibold">Still to earn</h3>
                <BadgeList badges={data.available} isLocked />
              </section>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
