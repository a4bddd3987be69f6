import { Download, Eye } from 'lucide-react';
import type { LabelQueue } from '../../../../shared/labels/label-queue';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** Spec 03 §9: a card lists 3 queues and 3 SKUs of each. */
export const QUEUES_SHOWN = 3;
export const SKUS_SHOWN = 3;

const isNew = (queue: LabelQueue) => !queue.printed && !queue.downloaded;
const formatTimestamp = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface StoreQueueCardProps {
  store: string;
  queues: LabelQueue[];
  onView(queue: LabelQueue): void;
  onSave(queue: LabelQueue): void;
  savingId: number | null;
}

/** One store's card on Label Queue Management. */
export function StoreQueueCard({ store, queues, onView, onSave, savingId }: StoreQueueCardProps) {
  const headingId = `store-${store.replace(/\W+/g, '-').toLowerCase()}`;
  const hidden = queues.length - QUEUES_SHOWN;
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-3">
        <CardTitle id={headingId} className="text-lg">
          {store}
        </CardTitle>
        {queues.some(isNew) ? (
          <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white">
            New Labels Available
          </span>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {queues.length === 0 ? <p className="text-sm text-muted-foreground">No label queues</p> : null}
        <ul className="grid gap-3">
          {queues.slice(0, QUEUES_SHOWN).map((queue) => (
            <li key={queue.id} className="grid gap-2 rounded-md border p-3" aria-label={`Queue ${queue.id}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
                <span className="font-medium">{queue.createdBy}</span>
                <time dateTime={queue.timestamp} className="text-xs text-muted-foreground">
                  {formatTimestamp(queue.timestamp)}
                </time>
              </div>
              <p className="font-mono text-xs break-all text-muted-foreground">
                {queue.productSKUs.slice(0, SKUS_SHOWN).join(', ')}
                {queue.productSKUs.length > SKUS_SHOWN ? ` +${queue.productSKUs.length - SKUS_SHOWN} more` : ''}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => onView(queue)}>
                  <Eye aria-hidden="true" />
                  View/Print
                </Button>
                {queue.downloaded ? null : (
                  <Button size="sm" variant="outline" onClick={() => onSave(queue)} disabled={savingId === queue.id}>
                    <Download aria-hidden="true" />
                    Save
                  </Button>
                )}
                {queue.printed ? <span className="self-center text-xs text-emerald-700">Printed</span> : null}
              </div>
            </li>
          ))}
        </ul>
        {hidden > 0 ? <p className="text-sm text-muted-foreground">+{hidden} more queues</p> : null}
      </CardContent>
    </Card>
  );
}
