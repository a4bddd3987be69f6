import { Download, RotateCcw, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ReconciliationOutcomeSchema } from '#shared/bookkeeping/outcome';
import { BOOKKEEPING_MESSAGES } from '#shared/bookkeeping/messages';
import type { ReconciliationResponse } from '#shared/bookkeeping/credit-reconciliation';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { fileProblem } from '../lib/file-rules';
import { useBookkeepingRun } from '../lib/use-bookkeeping-run';
import { useDownload } from '../lib/use-download';
import { BankCsvPreview } from './bank-csv-preview';
import { FileField } from './file-field';
import { RunProgress } from './run-progress';
import { UploadScreen } from './upload-screen';

export interface ReconciliationToolProps {
  title: string;
  intro: string;
  url: string;
  reportField: 'creditReport' | 'checkReport';
  reportLabel: string;
  reportHint: string;
  reportWrongType: string;
  failureTitle: string;
  resultName: string;
  /** What one unmatched item is ("deposit values", "checks"). */
  unmatchedNoun: string;
  rules: readonly string[];
  /** Spec 03: the check tool has a Reset button. */
  hasReset?: boolean;
}

/** Shared screen of both reconciliations: two files, processing, then the result to download. */
export function ReconciliationTool(props: ReconciliationToolProps) {
  const [bank, setBank] = useState<File | null>(null);
  const [report, setReport] = useState<File | null>(null);
  /** The header row the person picked on the preview; undefined while the one found is used. */
  const [bankHeaderLine, setBankHeaderLine] = useState<number | undefined>(undefined);
  const [errors, setErrors] = useState<{ bank: string | null; report: string | null }>({ bank: null, report: null });
  const [resetKey, setResetKey] = useState(0);
  const { downloading, download } = useDownload();
  const run = useBookkeepingRun<ReconciliationResponse>({
    url: props.url,
    outcome: ReconciliationOutcomeSchema,
    failureTitle: props.failureTitle,
  });
  const isProcessing = run.phase.kind === 'processing';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      bank: fileProblem(bank, 'csv', BOOKKEEPING_MESSAGES.bankMustBeCsv, 'Bank report is required'),
      report: fileProblem(report, 'xlsx', props.reportWrongType, `${props.reportLabel} is required`),
    };
    setErrors(next);
    if (next.bank || next.report || !bank || !report) return;
    void run.start(
      { bankReport: bank, [props.reportField]: report },
      bankHeaderLine === undefined ? {} : { bankHeaderLine: String(bankHeaderLine) },
    );
  };

  const reset = () => {
    setBank(null);
    setReport(null);
    setBankHeaderLine(undefined);
    setErrors({ bank: null, report: null });
    setResetKey((key) => key + 1);
    run.reset();
  };

  return (
    <UploadScreen
      title={props.title}
      intro={props.intro}
      uploadTitle="Upload files"
      uploadDescription="Both files are required. CSV and XLSX files up to 10 MB."
      onSubmit={submit}
      explanation={{ title: 'How it works', steps: props.rules }}
      fields={
        <>
          <FileField
            label="Bank report (CSV)"
            hint="Columns: Date, No., Description, Debit Amount, Credit Amount"
            accept=".csv,text/csv"
            file={bank}
            error={errors.bank}
            disabled={isProcessing}
            resetKey={resetKey}
            onChange={(file) => {
              setBank(file);
              setBankHeaderLine(undefined);
              setErrors((current) => ({ ...current, bank: null }));
            }}
          />
          <BankCsvPreview
            file={bank}
            label="The bank report"
            headerLine={bankHeaderLine}
            onHeaderLine={setBankHeaderLine}
          />
          <FileField
            label={`${props.reportLabel} (XLSX)`}
            hint={props.reportHint}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            file={report}
            error={errors.report}
            disabled={isProcessing}
            resetKey={resetKey}
            onChange={(file) => {
              setReport(file);
              setErrors((current) => ({ ...current, report: null }));
            }}
          />
          {isProcessing ? <RunProgress job={run.job} label={props.title} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={isProcessing}>
              {isProcessing ? <Spinner /> : <Upload aria-hidden="true" />}
              {isProcessing ? 'Processing…' : 'Reconcile'}
            </Button>
            {props.hasReset ? (
              <Button type="button" variant="outline" onClick={reset} disabled={isProcessing}>
                <RotateCcw aria-hidden="true" />
                Reset
              </Button>
            ) : null}
          </div>
        </>
      }
    >
      {run.phase.kind === 'result' ? (
        <Alert aria-live="polite" className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <AlertTitle>
              <span className="text-2xl font-bold tabular-nums" data-testid="unmatched-count">
                {run.phase.body.unmatchedCount}
              </span>{' '}
              unmatched {props.unmatchedNoun}
            </AlertTitle>
            <AlertDescription>{run.phase.body.message}</AlertDescription>
          </div>
          <Button
            variant="outline"
            disabled={downloading !== null}
            onClick={() => run.phase.kind === 'result' && void download(run.phase.body.downloadUrl, props.resultName)}
          >
            {downloading !== null ? <Spinner /> : <Download aria-hidden="true" />}
            Download results
          </Button>
        </Alert>
      ) : null}
    </UploadScreen>
  );
}
