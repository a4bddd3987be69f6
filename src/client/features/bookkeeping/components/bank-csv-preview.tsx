import { useEffect, useId, useState } from 'react';
import {
  FileContentError,
  headerCandidates,
  previewBankStatement,
  type BankStatementPreview,
  type HeaderCandidate,
} from '#shared/bookkeeping/bank-statement';
import { AMOUNT_SCALE } from '#shared/bookkeeping/amounts';
import { formatMoney } from '#shared/money/format-money';
import { SELECT_CLASS } from '#client/components/ui/select-class';

/** How much of the file the preview reads: enough for account lines, the header and a few rows. */
const PREVIEW_BYTES = 64 * 1024;

const amount = (units: number | null) => (units === null ? '' : formatMoney(units / AMOUNT_SCALE));

/** A candidate row as the picker shows it: its line and its first cells. */
const candidateText = (candidate: HeaderCandidate) => {
  const text = candidate.cells.filter((cell) => cell !== '').join(', ');
  return `Line ${candidate.line}: ${text.length > 60 ? `${text.slice(0, 59)}…` : text}`;
};

type PreviewState = { candidates: HeaderCandidate[] } & ({ preview: BankStatementPreview } | { error: string });

/**
 * Before a bank CSV is sent: which line is its header (account lines above it are skipped),
 * which of its columns stand for the spec's, and its first rows as they will be read. With
 * `onHeaderLine`, the person may pick another row as the header (the rows near the top are
 * offered); `headerLine` is that pick, undefined while the header found in the file is used.
 */
export function BankCsvPreview({
  file,
  label,
  headerLine,
  onHeaderLine,
}: {
  file: File | null;
  label: string;
  headerLine?: number | undefined;
  onHeaderLine?: (line: number | undefined) => void;
}) {
  const [state, setState] = useState<PreviewState | null>(null);
  const pickerId = useId();
  useEffect(() => {
    let isCurrent = true;
    setState(null);
    if (!file) return;
    void file
      .slice(0, PREVIEW_BYTES)
      .text()
      .then((head) => {
        if (!isCurrent) return;
        const candidates = onHeaderLine ? headerCandidates(head) : [];
        try {
          setState({ candidates, preview: previewBankStatement(head, label, 3, { headerLine }) });
        } catch (error) {
          setState({ candidates, error: error instanceof FileContentError ? error.message : String(error) });
        }
      });
    return () => {
      isCurrent = false;
    };
  }, [file, label, headerLine, onHeaderLine]);
  if (!state) return null;
  const picker =
    onHeaderLine && state.candidates.length > 0 ? (
      <div className="grid gap-1.5">
        <label htmlFor={pickerId} className="font-medium">
          Header row
        </label>
        <select
          id={pickerId}
          className={SELECT_CLASS}
          value={headerLine === undefined ? '' : String(headerLine)}
          onChange={(event) => onHeaderLine(event.target.value === '' ? undefined : Number(event.target.value))}
        >
          <option value="">Found in the file</option>
          {state.candidates.map((candidate) => (
            <option key={candidate.line} value={String(candidate.line)}>
              {candidateText(candidate)}
            </option>
          ))}
        </select>
      </div>
    ) : null;
  if ('error' in state) {
    return (
      <div className="grid gap-2 text-sm" data-testid="bank-csv-preview">
        <p className="text-destructive" role="alert">
          {state.error}
        </p>
        {picker}
      </div>
    );
  }
  const { preview } = state;
  return (
    <div className="grid gap-2 text-sm" data-testid="bank-csv-preview">
      {picker}
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
