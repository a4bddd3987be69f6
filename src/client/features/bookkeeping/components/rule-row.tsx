import { ArrowDown, ArrowUp, Pencil, Trash2, TriangleAlert } from 'lucide-react';
import type { ClassifierRule } from '#shared/bookkeeping/classifier';
import { formatMoney } from '#shared/money/format-money';
import { Button } from '#client/components/ui/button';

const SIDE_TEXT = { any: 'Debit or credit', debit: 'Debit', credit: 'Credit' } as const;

function amountRange(rule: ClassifierRule) {
  if (rule.minAmount === null && rule.maxAmount === null) return null;
  const money = (value: number | null) => formatMoney(value, { empty: 'any' });
  return `${money(rule.minAmount)} to ${money(rule.maxAmount)}`;
}

/** One rule in the list: what it matches, why it does not run, and its move, edit and delete buttons. */
export function RuleRow({
  rule,
  index,
  count,
  isReordering,
  onMove,
  onEdit,
  onDelete,
}: {
  rule: ClassifierRule;
  index: number;
  count: number;
  isReordering: boolean;
  onMove(index: number, by: -1 | 1): void;
  onEdit(rule: ClassifierRule): void;
  onDelete(rule: ClassifierRule): void;
}) {
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border bg-card p-3 sm:grid-cols-[2rem_minmax(0,1fr)_auto] sm:items-center">
      <span className="text-sm font-semibold text-muted-foreground tabular-nums">{rule.position}.</span>
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium">{rule.type}</span>
        <span className="text-sm break-words text-muted-foreground">
          {rule.matchKind === 'contains' ? 'contains ' : 'matches '}
          <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs break-all text-foreground">
            {rule.pattern}
          </code>
          {' · '}
          {SIDE_TEXT[rule.side]}
          {amountRange(rule) ? ` · ${amountRange(rule)}` : ''}
        </span>
        {rule.problem ? (
          <span className="flex items-start gap-1 text-sm text-destructive">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>Does not run (matches nothing): {rule.problem}</span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move rule ${rule.position} (${rule.type}) up`}
          disabled={index === 0 || isReordering}
          onClick={() => onMove(index, -1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move rule ${rule.position} (${rule.type}) down`}
          disabled={index === count - 1 || isReordering}
          onClick={() => onMove(index, 1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit rule ${rule.position} (${rule.type})`}
          onClick={() => onEdit(rule)}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete rule ${rule.position} (${rule.type})`}
          onClick={() => onDelete(rule)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
