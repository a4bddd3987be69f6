import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button';

export type ReviewRow = readonly [label: string, value: ReactNode];

interface ReviewSectionProps {
  title: string;
  rows: readonly ReviewRow[];
  onEdit: () => void;
  children?: ReactNode;
}

const isBlank = (value: ReactNode) => value === '' || value === null || value === undefined;

/** One block of the review: label/value pairs and a button back to the step that holds them. */
export function ReviewSection({ title, rows, onEdit, children }: ReviewSectionProps) {
  return (
    <section className="grid min-w-0 gap-3 rounded-lg border p-4" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
      {rows.length > 0 ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          {rows.map(([label, value]) => (
            <div key={label} className="grid min-w-0 grid-cols-[8.5rem_minmax(0,1fr)] gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 font-medium wrap-anywhere">
                {isBlank(value) ? <span className="font-normal text-muted-foreground">—</span> : value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </section>
  );
}
