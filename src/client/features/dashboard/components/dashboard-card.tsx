import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useDialogSlot } from '#client/lib/areas/area-contributions';
import type { DialogSlot } from '#client/lib/areas/client-area';
import { cn } from '#client/lib/cn';
import { useActiveQuiz } from '../api/get-active-quiz';
import {
  CARD_FRAME_CLASS,
  CARD_INACTIVE_CLASS,
  CARD_INTERACTIVE_CLASS,
  DashboardCardFace,
} from './dashboard-card-face';
import type { DashboardCardDef } from './dashboard-cards';

function LinkCard({ card, href }: { card: DashboardCardDef; href: string }) {
  return (
    <Link href={href} className={cn(CARD_FRAME_CLASS, CARD_INTERACTIVE_CLASS)}>
      <DashboardCardFace card={card} isInteractive />
    </Link>
  );
}

/** A card that cannot be used (yet): dimmed, out of the tab order, announced as disabled. */
function InactiveCard({ card }: { card: DashboardCardDef }) {
  return (
    <div
      role="group"
      aria-label={card.title}
      aria-disabled="true"
      className={cn(CARD_FRAME_CLASS, CARD_INACTIVE_CLASS)}
    >
      <DashboardCardFace card={card} isInteractive={false} />
    </div>
  );
}

function QuizCard({ card }: { card: DashboardCardDef }) {
  const { data: quiz, isSuccess } = useActiveQuiz();
  if (!isSuccess || quiz?.id === undefined) return <InactiveCard card={card} />;
  return <LinkCard card={card} href={`/quiz/${encodeURIComponent(String(quiz.id))}`} />;
}

/** A card that opens, in place, the dialog its area supplies; inactive while no area does. */
function DialogCard({ card, slot }: { card: DashboardCardDef; slot: DialogSlot }) {
  const Dialog = useDialogSlot(slot);
  const [isOpen, setIsOpen] = useState(false);
  const cardRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The dialog is opened by state, not by a trigger of its own, so it cannot give focus back:
  // the card does, whichever way the dialog closed (Escape, Close, a successful submit).
  useEffect(() => {
    if (wasOpen.current && !isOpen) cardRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);
  if (!Dialog) return <InactiveCard card={card} />;
  return (
    <>
      <button
        ref={cardRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        className={cn(CARD_FRAME_CLASS, CARD_INTERACTIVE_CLASS, 'w-full')}
      >
        <DashboardCardFace card={card} isInteractive />
      </button>
      <Dialog isOpen={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}

export function DashboardCard({ card }: { card: DashboardCardDef }) {
  const { target } = card;
  if (target.type === 'route') return <LinkCard card={card} href={target.href} />;
  if (target.type === 'active-quiz') return <QuizCard card={card} />;
  return <DialogCard card={card} slot={target.slot} />;
}
