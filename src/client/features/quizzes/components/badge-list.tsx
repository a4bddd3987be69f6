import { Award } from 'lucide-react';
import type { EarnedBadge } from '#shared/quizzes/schemas';
import { cn } from '#client/lib/cn';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface BadgeListProps {
  badges: readonly (Pick<EarnedBadge, 'key' | 'badgeName' | 'description'> & { earnedAt?: string })[];
  isLocked?: boolean;
}

/** Badges as small tiles: name, what earned it and when. */
export function BadgeList({ badges, isLocked = false }: BadgeListProps) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {badges.map((badge) => (
        <li
          key={badge.key}
          // Locked tiles are told apart by their dashed border and grey icon, not by fading the text,
          // which must keep its contrast (WCAG 1.4.3).
          className={cn('flex items-start gap-3 rounded-lg border p-3', isLocked ? 'border-dashed' : 'bg-amber-50')}
        >
          <Award
            className={cn('mt-0.5 size-5 shrink-0', isLocked ? 'text-muted-foreground' : 'text-amber-600')}
            aria-hidden="true"
          />
          <div className="grid gap-0.5">
            <p className="font-semibold">{badge.badgeName}</p>
            <p className="text-sm text-muted-foreground">{badge.description}</p>
            {badge.earnedAt ? (
              <p className="text-xs text-muted-foreground">Earned {dateFormat.format(new Date(badge.earnedAt))}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
