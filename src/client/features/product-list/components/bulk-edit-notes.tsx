import type { BulkEditNotes } from '#shared/product-list/bulk-edit';
import { formatMoney } from '#shared/money/format-money';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';

/** What a bulk edit's preview left out, and why: unknown SKUs, stale and unreadable rows, refusals (first 50 of each). */
export function BulkEditNotesList({ notes }: { notes: BulkEditNotes }) {
  return (
    <>
      {notes.unknownSkus.length > 0 ? (
        <Alert>
          <AlertTitle>Unknown SKUs ({notes.unknownSkus.length})</AlertTitle>
          <AlertDescription>{notes.unknownSkus.slice(0, 50).join(', ')}</AlertDescription>
        </Alert>
      ) : null}
      {notes.staleRows.length > 0 ? (
        <Alert>
          <AlertTitle>Stale rows ({notes.staleRows.length}): left out</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-5">
              {notes.staleRows.slice(0, 50).map((row) => (
                <li key={`${row.sku}-${row.field}`}>
                  {row.sku}: {row.field} was {formatMoney(row.expected)} in the file, is{' '}
                  {row.actual === null ? 'blank' : formatMoney(row.actual)} now
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      {notes.invalidRows.length > 0 ? (
        <Alert variant="destructive">
          <AlertTitle>Rows not read ({notes.invalidRows.length})</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-5">
              {notes.invalidRows.slice(0, 50).map((row) => (
                <li key={row.line}>
                  Line {row.line}: {row.message}
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      {notes.refused.length > 0 ? (
        <Alert variant="destructive">
          <AlertTitle>Refused ({notes.refused.length})</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-5">
              {notes.refused.slice(0, 50).map((row, index) => (
                <li key={index}>
                  {row.title} {row.sku ? `(${row.sku})` : ''}: {row.message}
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}
