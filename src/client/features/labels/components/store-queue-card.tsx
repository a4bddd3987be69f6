import { Download, Eye } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import type { LabelQueue } from '#shared/labels/label-queue';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { moreQueuesText, orderQueues } from '../lib/order-queues';

/** Spec 03 §9: a card lists 3 queues and 3 SKUs of each. */
const QUEUES_SHOWN = 3;
const SKUS_SHOWN = 3;

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

/** A SKU longer than this may wrap (it could not fit a phone's card on one line); shorter ones never do. */
const SKU_UNBROKEN_MAX = 24;

/** The first SKUs of a queue, each kept on one line, then "+N more". */
function SkuList({ skus }: { skus: string[] }) {
  return (
    <p className="font-mono text-xs break-words text-muted-foreground">
      {skus.slice(0, SKUS_SHOWN).map((sku, index) => (
        <Fragment key={`${sku}-${index}`}>
          {index > 0 ? ', ' : null}
          <span className={sku.length <= SKU_UNBROKEN_MAX ? 'whitespace-nowrap' : undefined}>{sku}</span>
        </Fragment>
      ))}
      {skus.length > SKUS_SHOWN ? (
        <span className="whitespace-nowrap">{` +${skus.length - SKUS_SHOWN} more`}</span>
      ) : null}
    </p>
  );
}

/**
 * One store's card on Label Queue Management: the first 3 queues (unprinted before printed), and
 * "+N more queues" opening the rest in place, so every queue can be viewed and printed.
 */
export function StoreQueueCard({ store, queues, onView, onSave, savingId }: StoreQueueCardProps) {
  const headingId = `store-${store.replace(/\W+/g, '-').toLowerCase()}`;
  const listId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const ordered = orderQueues(queues);
  const hidden = ordered.length - QUEUES_SHOWN;
  const shown = isExpanded ? ordered : ordered.slice(0, QUEUES_SHOWN);
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
        <ul id={listId} className="grid gap-3">
          {shown.map((queue) => (
            <li key={queue.id} className="grid gap-2 rounded-md border p-3" aria-label={`Queue ${queue.id}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
                <span className="font-medium">{queue.createdBy}</span>
                <time dateTime={queue.timestamp} className="text-xs text-muted-foreground">
                  {formatTimestamp(queue.timestamp)}
                </time>
              </div>
              <SkuList skus={queue.productSKUs} />
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => onView(queue)}>
                  <Eye aria-hidden="true" />
                  View/Print
                </Button>
                {/* Saved once or not, the CSV can be saved again (a lost file, a second till). */}
                <Button size="sm" variant="outline" onClick={() => onSave(queue)} disabled={savingId === queue.id}>
                  <Download aria-hidden="true" />
                  Save
                </Button>
                {queue.downloaded ? <span className="self-center text-xs text-muted-foreground">Saved</span> : null}
                {queue.printed ? <span className="self-center text-xs text-emerald-700">Printed</span> : null}
              </div>
            </li>
          ))}
        </ul>
        {hidden > 0 ? (
          <Button
            variant="link"
            size="sm"
            className="justify-self-start px-0"
            aria-expanded={isExpanded}
            aria-controls={listId}
            onClick={() => setIsExpanded((expanded) => !expanded)}
          >
            {isExpanded ? 'Show fewer queues' : moreQueuesText(hidden)}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
