import { useEffect, useState } from 'react';
import {
  FileContentError,
  previewBankStatement,
  type BankStatementPreview,
} from '../../../../shared/bookkeeping/bank-statement';
import { AMOUNT_SCALE } from '../../../../shared/bookkeeping/amounts';
import { formatMoney } from '../../../../shared/money/format-money';

/** How much of the file the preview reads: enough for account lines, the header and a few rows. */
const PREVIEW_BYTES = 64 * 1024;

const amount = (units: number | null) => (units === null ? '' : formatMoney(units / AMOUNT_SCALE));

/**
 * Before a bank CSV is sent: which line is its header (account lines above it are skipped),
 * which of its columns stand for the spec's, and its first rows as they will be read (issue 28).
 */
export function BankCsvPreview({ file, label }: { file: File | null; label: string }) {
  const [state, setState] = useState<{ preview: BankStatementPreview } | { error: string } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    setState(null);
    if (!file) return;
    void file
      .slice(0, PREVIEW_BYTES)
      .text()
      .then((head) => {
        if (!isCurrent) return;
        try {
          setState({ preview: previewBankStatement(head, label) });
        } catch (error) {
          setState({ error: error instanceof FileContentError ? error.message : String(error) });
        }
      });
    return () => {
      isCurrent = false;
    };
  }, [file, label]);
  if (!state) return null;
  if ('error' in state) {
    return (
      <p className="text-sm text-destructive" data-testid="bank-csv-preview">
        {state.error}
      </p>
    );
  }
  const { preview } = state;
  return (
    <div className="grid gap-2 text-sm" data-testid="bank-csv-preview">
      <p>
        Header on line {preview.headerLine}
        {preview.skippedLines > 0
          ? `; the ${preview.skippedLines} line${preview.skippedLines === 1 ? '' : 's'} above it are skipped.`
          : '.'}
      </p>
      <ul className="grid gap-0.5 text-muted-foreground" aria-label="Columns read">
        {preview.mapping.map(({ column, header }) => (
          <li key={column}>
            {column} ← <span className="font-medium text-foreground">{header}</span>
          </li>
        ))}
      </ul>
      {preview.sample.length > 0 ? (
        <div className="overflow-x-auto" role="region" aria-label="First rows as read" tabIndex={0}>
          <table className="w-full text-left text-xs">
            <thead className="text-muted-foreground">
              <tr>
                <th className="p-1">Line</th>
                <th className="p-1">Date</th>
                <th className="p-1">No.</th>
                <th className="p-1">Description</th>
                <th className="p-1 text-right">Debit</th>
                <th className="p-1 text-right">Credit</th>
              </tr>
            </thead>
            <tbody>
              {preview.sample.map((row) => (
                <tr key={row.line} className="border-t">
                  <td className="p-1">{row.line}</td>
                  <td className="p-1">{row.date}</td>
                  <td className="p-1">{row.number}</td>
                  <td className="p-1 wrap-anywhere">{row.description}</td>
                  <td className="p-1 text-right tabular-nums">{amount(row.debit)}</td>
                  <td className="p-1 text-right tabular-nums">{amount(row.credit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
