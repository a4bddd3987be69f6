import { ChevronRight } from 'lucide-react';
import { cn } from '#client/lib/cn';
import type { DashboardCardDef, DashboardCardTone } from './dashboard-cards';

const TONE_CLASS: Record<DashboardCardTone, string> = {
  wine: 'bg-brand-soft text-brand',
  amber: 'bg-amber-50 text-amber-700',
  emerald: 'bg-emerald-50 text-emerald-700',
  sky: 'bg-sky-50 text-sky-700',
  violet: 'bg-violet-50 text-violet-700',
  rose: 'bg-rose-50 text-rose-700',
  slate: 'bg-slate-100 text-slate-700',
};

/** The frame shared by every dashboard card; interactive cards wrap it in a link or button. */
export const CARD_FRAME_CLASS =
  'group flex h-full min-h-28 flex-col justify-between gap-4 rounded-lg border bg-card p-4 text-left shadow-sm transition sm:min-h-32 sm:p-5';
export const CARD_INTERACTIVE_CLASS =
  'hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none';
export const CARD_INACTIVE_CLASS = 'cursor-not-allowed opacity-50';

export function DashboardCardFace({ card, isInteractive }: { card: DashboardCardDef; isInteractive: boolean }) {
  const Icon = card.icon;
  return (
    <>
      <span className="flex items-start justify-between">
        <span className={cn('flex size-10 items-center justify-center rounded-lg', TONE_CLASS[card.tone])}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {isInteractive ? (
          <ChevronRight
            className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-brand"
            aria-hidden="true"
          />
        ) : null}
      </span>
      <span className="text-sm leading-snug font-semibold sm:text-base">{card.title}</span>
    </>
  );
}
