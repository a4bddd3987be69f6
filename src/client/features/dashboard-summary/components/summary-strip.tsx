import { Link } from 'wouter';
import {
  NEW_CUSTOMERS_HIGHLIGHT_ABOVE,
  PENDING_ALERT_ABOVE,
  SUMMARY_FAILED_TEXT,
} from '#shared/dashboard-summary/dashboard-summary';
import { Skeleton } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';
import { useDashboardSummary } from '../api/get-dashboard-summary';

type Tone = 'plain' | 'alert' | 'highlight';

const TONE_CLASS: Record<Tone, string> = {
  plain: 'border-border bg-card',
  alert: 'border-red-300 bg-red-50 text-red-900',
  highlight: 'border-emerald-300 bg-emerald-50 text-emerald-900',
};

function Counter({ label, value, tone, href }: { label: string; value: number; tone: Tone; href?: string }) {
  const body = (
    <>
      <span className="text-2xl font-bold tabular-nums">{value}</span>
      <span className="text-sm">{label}</span>
    </>
  );
  const className = cn('flex flex-col gap-0.5 rounded-lg border px-4 py-3 shadow-sm', TONE_CLASS[tone]);
  return (
    <li data-tone={tone} data-testid={`summary-${label}`}>
      {href ? (
        <Link
          href={href}
          className={cn(
            className,
            'transition hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          )}
        >
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

/** The dashboard's summary strip (spec 01 §2.5): three counters, refreshed every minute. */
export function SummaryStrip() {
  const { data, isPending, isError } = useDashboardSummary();
  return (
    <section aria-label="Summary">
      {isPending ? (
        <ul className="grid gap-3 sm:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton className="h-[74px] w-full rounded-lg bg-muted" data-testid="summary-placeholder" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <p className="text-sm text-muted-foreground" role="status">
          {SUMMARY_FAILED_TEXT}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-3">
          <Counter
            label="Pending Image Reviews"
            value={data.pendingImageReviews}
            tone={data.pendingImageReviews > PENDING_ALERT_ABOVE ? 'alert' : 'plain'}
            href="/image-editing/queue"
          />
          <Counter
            label="Pending Critic Reviews"
            value={data.pendingCriticReviews}
            tone={data.pendingCriticReviews > PENDING_ALERT_ABOVE ? 'alert' : 'plain'}
            href="/critic-reviews/queue"
          />
          <Counter
            label="New Customers (24h)"
            value={data.newCustomers24h}
            tone={data.newCustomers24h > NEW_CUSTOMERS_HIGHLIGHT_ABOVE ? 'highlight' : 'plain'}
          />
        </ul>
      )}
    </section>
  );
}
