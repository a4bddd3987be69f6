import { ChevronRight, ExternalLink } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useDialogSlot } from '#client/lib/areas/area-contributions';
import { cn } from '#client/lib/cn';
import type { AdminCardDef } from './admin-cards';

const FRAME =
  'group flex h-full min-h-28 w-full flex-col justify-between gap-3 rounded-lg border bg-card p-4 text-left shadow-sm transition sm:p-5';
const INTERACTIVE =
  'hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none';
const INACTIVE = 'cursor-not-allowed opacity-50';

function Face({ card, trailing }: { card: AdminCardDef; trailing?: ReactNode }) {
  const Icon = card.icon;
  return (
    <>
      <span className="flex items-start justify-between">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {trailing}
      </span>
      <span className="grid gap-1">
        <span className="leading-snug font-semibold">{card.title}</span>
        <span className="hidden text-sm text-muted-foreground sm:block">{card.description}</span>
      </span>
    </>
  );
}

const Chevron = () => (
  <ChevronRight
    className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-brand"
    aria-hidden="true"
  />
);

function InactiveCard({ card }: { card: AdminCardDef }) {
  return (
    <div role="group" aria-label={card.title} aria-disabled="true" className={cn(FRAME, INACTIVE)}>
      <Face card={card} />
    </div>
  );
}

/** The Schedule Time Off dialog is supplied by the area that owns time off (slot `time-off`). */
function TimeOffCard({ card }: { card: AdminCardDef }) {
  const Dialog = useDialogSlot('time-off');
  const [isOpen, setIsOpen] = useState(false);
  if (!Dialog) return <InactiveCard card={card} />;
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setIsOpen(true)} className={cn(FRAME, INTERACTIVE)}>
        <Face card={card} trailing={<Chevron />} />
      </button>
      <Dialog isOpen={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}

function openPopup(href: string) {
  const width = Math.min(1000, window.screen.availWidth);
  const height = Math.min(800, window.screen.availHeight);
  window.open(href, 'raffle-management', `popup,width=${width},height=${height}`);
}

export function AdminCard({ card }: { card: AdminCardDef }) {
  const { target } = card;
  switch (target.type) {
    case 'route':
      return (
        <Link href={target.href} className={cn(FRAME, INTERACTIVE)}>
          <Face card={card} trailing={<Chevron />} />
        </Link>
      );
    case 'time-off':
      return <TimeOffCard card={card} />;
    case 'popup':
      return (
        <button type="button" onClick={() => openPopup(target.href)} className={cn(FRAME, INTERACTIVE)}>
          <Face
            card={card}
            trailing={<ExternalLink className="size-4 text-muted-foreground" aria-label="Opens a new window" />}
          />
        </button>
      );
    case 'disabled':
      return <InactiveCard card={card} />;
  }
}
