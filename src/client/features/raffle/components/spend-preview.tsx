import type { SpendImportResponse } from '#shared/raffle/spend-import';
import { formatMoney } from '#shared/money/format-money';

const dollars = (value: number | null) => formatMoney(value);

/** What a spend file holds, rows in error first with what is wrong with each. */
export function SpendPreview({ result }: { result: SpendImportResponse }) {
  const shown = result.rows.length;
  return (
    <div className="grid gap-2" data-testid="spend-preview">
      <p className="text-sm" role="status">
        {result.isImported
          ? `Imported ${result.rowCount} row(s) for ${result.months.join(', ')}; ${result.replacedCount} earlier row(s) replaced.`
          : `${result.rowCount} row(s) for ${result.months.join(', ') || 'no valid month'}; ${result.errorCount} with errors.`}
        {shown < result.rowCount ? ` Showing ${shown}.` : ''}
      </p>
      <div
        tabIndex={0}
        role="region"
        aria-label="Import preview"
        className="max-h-80 overflow-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th className="px-2 py-1.5 font-medium">Line</th>
              <th className="px-2 py-1.5 font-medium">Customer</th>
              <th className="px-2 py-1.5 font-medium">Email</th>
              <th className="px-2 py-1.5 font-medium">Month</th>
              <th className="px-2 py-1.5 text-right font-medium">Spend</th>
              <th className="px-2 py-1.5 text-right font-medium">Spend DBL</th>
              <th className="px-2 py-1.5 font-medium">Errors</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.line} className={row.errors.length > 0 ? 'bg-destructive/10' : 'border-t'}>
                <td className="px-2 py-1.5 tabular-nums">{row.line}</td>
                <td className="px-2 py-1.5 break-all">{row.customer}</td>
                <td className="px-2 py-1.5 break-all">{row.email}</td>
                <td className="px-2 py-1.5">{row.month}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{dollars(row.spend)}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{dollars(row.spendDbl)}</td>
                <td className="min-w-64 px-2 py-1.5 text-destructive">{row.errors.join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
