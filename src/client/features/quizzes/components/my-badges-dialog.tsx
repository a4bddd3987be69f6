import { BADGE_RULES, PERFECT_SCORE_BONUS, POINTS_PER_CORRECT_ANSWER } from '#shared/quizzes/badges';
import type { DialogSlotProps } from '#client/lib/areas/client-area';
import { Alert, AlertDescription } from '#client/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { Skeleton } from '#client/components/ui/skeleton';
import { getErrorMessage } from '#client/lib/error-message';
import { useMyBadges } from '../api/get-my-badges';
import { BadgeList } from './badge-list';

/** What earns points and each badge (issue #30 item 5), from the same rules the server applies. */
function HowItWorks({ earnedKeys }: { earnedKeys: ReadonlySet<string> }) {
  return (
    <section className="grid gap-2 rounded-lg border bg-muted/40 p-4" aria-label="How points and badges work">
      <h3 className="font-semibold">How points and badges work</h3>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        <li>
          Each correct answer earns <strong>{POINTS_PER_CORRECT_ANSWER} points</strong>; answering every question of a
          quiz correctly earns <strong>{PERFECT_SCORE_BONUS} bonus points</strong>. A quiz counts once, when you submit
          it.
        </li>
        <li>Each badge is earned once, the moment a submitted quiz meets its rule:</li>
      </ul>
      <table className="w-full text-sm">
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Badge
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              How to earn it
            </th>
            <th scope="col" className="py-1 font-medium">
              <span className="sr-only">Status</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {BADGE_RULES.map((rule) => (
            <tr key={rule.key} className="border-t">
              <th scope="row" className="py-1.5 pr-3 text-left font-medium">
                {rule.badgeName}
              </th>
              <td className="py-1.5 pr-3">{rule.description}</td>
              <td className="py-1.5 text-xs whitespace-nowrap text-muted-foreground">
                {earnedKeys.has(rule.key) ? 'Earned' : 'Not yet'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

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
            Earn points and badges by taking the weekly video quiz: {POINTS_PER_CORRECT_ANSWER} points per correct
            answer, {PERFECT_SCORE_BONUS} more for a perfect score.
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
            <HowItWorks earnedKeys={new Set(data.badges.map((badge) => badge.key))} />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
