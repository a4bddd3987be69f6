import { Download, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { UNCLASSIFIED, type ClassifyResponse } from '../../../../shared/bookkeeping/classifier';
import { BOOKKEEPING_MESSAGES } from '../../../../shared/bookkeeping/messages';
import { ClassifyOutcomeSchema } from '../../../../shared/bookkeeping/outcome';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { downloadResult } from '../api/download-result';
import { FileField } from '../components/file-field';
import { RulesEditor } from '../components/rules-editor';
import { RunProgress } from '../components/run-progress';
import { fileProblem } from '../lib/file-rules';
import { useBookkeepingRun } from '../lib/use-bookkeeping-run';

const HOW_IT_WORKS = [
  'Upload the bank CSV with the columns Date, No., Description, Debit Amount and Credit Amount (header names may differ in case and spacing).',
  'Each row is checked against the rules below, from the top; the first rule that matches gives its type.',
  'A rule looks for text (or a regular expression) in the description, optionally only on the debit or credit side and within an amount range.',
  'Every row gets a description_type and an Explanation naming the rule that matched; rows no rule matches are Unclassified.',
  'Download the classified CSV and a summary with the count and totals per type.',
];

function Stats({ stats }: { stats: ClassifyResponse['stats'] }) {
  const entries = Object.entries(stats).sort(
    ([a, countA], [b, countB]) =>
      Number(a === UNCLASSIFIED) - Number(b === UNCLASSIFIED) || countB - countA || a.localeCompare(b),
  );
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  return (
    <table className="w-full text-sm" aria-label="Transactions per type">
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th className="py-2 font-medium">Type</th>
          <th className="py-2 text-right font-medium">Transactions</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([type, count]) => (
          <tr key={type} className="border-b last:border-0">
            <td className={type === UNCLASSIFIED ? 'py-1.5 font-medium text-destructive' : 'py-1.5'}>{type}</td>
            <td className="py-1.5 text-right tabular-nums">{count}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t font-semibold">
          <td className="py-2">Total</td>
          <td className="py-2 text-right tabular-nums">{total}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Bank Transaction Classifier (/transaction-classifier, spec 03; admin only, ADR 023). */
export function TransactionClassifierPage() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const run = useBookkeepingRun<ClassifyResponse>({
    url: '/api/transactions/classify',
    outcome: ClassifyOutcomeSchema,
    failureTitle: BOOKKEEPING_MESSAGES.classificationFailed,
  });
  const isProcessing = run.phase.kind === 'processing';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = fileProblem(file, 'csv', BOOKKEEPING_MESSAGES.selectCsv, BOOKKEEPING_MESSAGES.selectCsv);
    setError(problem);
    if (problem || !file) return;
    void run.start({ csvFile: file });
  };

  const download = async (url: string, name: string) => {
    setDownloading(url);
    try {
      await downloadResult(url, name);
    } catch (failure) {
      toast({ title: 'Download failed', description: getErrorMessage(failure), variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <Link href="/bookkeeping-tools" className="text-sm text-muted-foreground hover:underline">
          ← Bookkeeping Tools
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Bank Transaction Classifier</h1>
        <p className="text-muted-foreground">Type every transaction of a bank statement and explain each one.</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Upload bank CSV</CardTitle>
            <CardDescription>A .csv file up to 10 MB.</CardDescription>
          </CardHeader>
          <CardContent>
            <form className="grid gap-5" onSubmit={submit} noValidate>
              <FileField
                label="Bank statement (CSV)"
                hint="Columns: Date, No., Description, Debit Amount, Credit Amount"
                accept=".csv,text/csv"
                file={file}
                error={error}
                disabled={isProcessing}
                onChange={(next) => {
                  setFile(next);
                  setError(null);
                }}
              />
              {isProcessing ? <RunProgress job={run.job} label="Classification" /> : null}
              <div>
                <Button type="submit" disabled={isProcessing}>
                  {isProcessing ? <Spinner /> : <Upload aria-hidden="true" />}
                  {isProcessing ? 'Classifying…' : 'Classify transactions'}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>How It Works</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-muted-foreground">
              {HOW_IT_WORKS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>

      {run.phase.kind === 'result' ? (
        <Card aria-live="polite">
          <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
            <div className="grid gap-1">
              <CardTitle>Results</CardTitle>
              <CardDescription>{run.phase.body.message}</CardDescription>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                disabled={downloading !== null}
                onClick={() =>
                  run.phase.kind === 'result' && void download(run.phase.body.downloadUrl, 'classified.csv')
                }
              >
                {downloading === run.phase.body.downloadUrl ? <Spinner /> : <Download aria-hidden="true" />}
                Download results
              </Button>
              <Button
                variant="outline"
                disabled={downloading !== null}
                onClick={() => run.phase.kind === 'result' && void download(run.phase.body.summaryUrl, 'summary.csv')}
              >
                {downloading === run.phase.body.summaryUrl ? <Spinner /> : <Download aria-hidden="true" />}
                Download summary
              </Button>
            </div>
          </CardHeader>
          <CardContent>
            <Stats stats={run.phase.body.stats} />
          </CardContent>
        </Card>
      ) : null}

      <RulesEditor />
    </div>
  );
}
