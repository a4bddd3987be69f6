import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { SpendImportResponse } from '#shared/raffle/spend-import';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useSpendMonths } from '../api/get-spend-months';
import { useImportSpend } from '../api/import-spend';
import { SpendPreview } from './spend-preview';
import { SpendSync } from './spend-sync';
import { formatMoney } from '#shared/money/format-money';

function MonthsTable() {
  const months = useSpendMonths();
  if (months.isPending) return <Skeleton className="h-16" role="status" aria-label="Loading customer spend" />;
  if (months.isError) return <p className="text-sm text-destructive">{getErrorMessage(months.error)}</p>;
  if (months.data.length === 0) return <p className="text-sm text-muted-foreground">No customer spend on file yet.</p>;
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label="Customer spend by month"
      className="max-h-56 overflow-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full text-left text-sm" data-testid="spend-months">
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th className="px-2 py-1.5 font-medium">Month</th>
            <th className="px-2 py-1.5 text-right font-medium">Customers</th>
            <th className="px-2 py-1.5 text-right font-medium">Spend</th>
            <th className="px-2 py-1.5 text-right font-medium">Spend DBL</th>
            <th className="px-2 py-1.5 font-medium">Source</th>
          </tr>
        </thead>
        <tbody>
          {months.data.map((month) => (
            <tr key={month.month} className="border-t">
              <td className="px-2 py-1.5">{month.month}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{month.customers}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{formatMoney(month.spend)}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{formatMoney(month.spendDbl)}</td>
              <td className="px-2 py-1.5">{month.sources.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Customer spend per month: CSV import with a preview, and loading a month from the store platform's orders. */
export function SpendCard() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<SpendImportResponse | null>(null);
  const importing = useImportSpend();

  const send = (mode: 'preview' | 'import') => {
    if (!file) return;
    importing.mutate(
      { file, mode },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.isImported) {
            toast({
              title: 'Spend Imported',
              description: `${answer.rowCount} row(s) for ${answer.months.join(', ')}`,
            });
            setFile(null);
            if (fileInput.current) fileInput.current.value = '';
          }
        },
        onError: (error) =>
          toast({ title: 'Import Failed', description: getErrorMessage(error), variant: 'destructive' }),
      },
    );
  };

  const canImport = result !== null && !result.isImported && result.errorCount === 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Customer Spend</CardTitle>
        <CardDescription>
          A CSV with the columns Customer, Email, Month (YYYY-MM), Spend, Spend DBL. Importing a month again replaces
          it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <MonthsTable />
        <div className="grid gap-2">
          <Label htmlFor="spend-file">Spend file</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              ref={fileInput}
              id="spend-file"
              type="file"
              accept=".csv,text/csv"
              className="max-w-sm"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setResult(null);
              }}
            />
            <Button variant="outline" onClick={() => send('preview')} disabled={!file || importing.isPending}>
              {importing.isPending && importing.variables?.mode === 'preview' ? <Spinner /> : null}
              Preview
            </Button>
            <Button onClick={() => send('import')} disabled={!file || !canImport || importing.isPending}>
              {importing.isPending && importing.variables?.mode === 'import' ? (
                <Spinner />
              ) : (
                <Upload aria-hidden="true" />
              )}
              Import
            </Button>
          </div>
          {result && !result.isImported && result.errorCount > 0 ? (
            <p className="text-sm text-destructive" role="alert">
              Fix the rows with errors and choose the file again; nothing is imported while any row is in error.
            </p>
          ) : null}
        </div>
        {result ? <SpendPreview result={result} /> : null}
        <SpendSync />
      </CardContent>
    </Card>
  );
}
