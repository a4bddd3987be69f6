import { Download, Upload } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { UNCLASSIFIED, type ClassifyResponse } from '#shared/bookkeeping/classifier';
import { BOOKKEEPING_MESSAGES } from '#shared/bookkeeping/messages';
import { ClassifyOutcomeSchema } from '#shared/bookkeeping/outcome';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { announce } from '#client/components/ui/live-announcer';
import { Spinner } from '#client/components/ui/spinner';
import { BankCsvPreview } from '../components/bank-csv-preview';
import { FileField } from '../components/file-field';
import { RulesEditor } from '../components/rules-editor';
import { RunProgress } from '../components/run-progress';
import { UploadScreen } from '../components/upload-screen';
import { fileProblem } from '../lib/file-rules';
import { useBookkeepingRun } from '../lib/use-bookkeeping-run';
import { useDownload } from '../lib/use-download';

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
  const { downloading, download } = useDownload();
  const run = useBookkeepingRun<ClassifyResponse>({
    url: '/api/transactions/classify',
    outcome: ClassifyOutcomeSchema,
    failureTitle: BOOKKEEPING_MESSAGES.classificationFailed,
  });
  const isProcessing = run.phase.kind === 'processing';
  // The results appear beside the form, focus staying on Classify: they are read out (WCAG 4.1.3).
  const resultMessage = run.phase.kind === 'result' ? run.phase.body.message : null;
  useEffect(() => {
    if (resultMessage !== null) announce(`Classification results: ${resultMessage}`);
  }, [resultMessage]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = fileProblem(file, 'csv', BOOKKEEPING_MESSAGES.selectCsv, BOOKKEEPING_MESSAGES.selectCsv);
    setError(problem);
    if (problem || !file) return;
    void run.start({ csvFile: file });
  };

  return (
    <UploadScreen
      title="Bank Transaction Classifier"
      intro="Type every transaction of a bank statement and explain each one."
      uploadTitle="Upload bank CSV"
      uploadDescription="A .csv file up to 10 MB."
      onSubmit={submit}
      explanation={{ title: 'How It Works', steps: HOW_IT_WORKS, isNumbered: true }}
      fields={
        <>
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
          <BankCsvPreview file={file} label="The CSV file" />
          {isProcessing ? <RunProgress job={run.job} label="Classification" /> : null}
          <div>
            <Button type="submit" disabled={isProcessing}>
              {isProcessing ? <Spinner /> : <Upload aria-hidden="true" />}
              {isProcessing ? 'Classifying…' : 'Classify transactions'}
            </Button>
          </div>
        </>
      }
    >
      {run.phase.kind === 'result' ? (
        <Card>
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
    </UploadScreen>
  );
}
