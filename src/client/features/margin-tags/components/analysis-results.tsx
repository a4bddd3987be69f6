import { ANALYSIS_ERRORS_SHOWN, MARGIN_MESSAGES as M, type AnalysisResult } from '#shared/margin-tags/margin-tags';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';

/** One analysis's counts, and its first errors. */
export function AnalysisResults({ result }: { result: AnalysisResult }) {
  const shown = result.errors.slice(0, ANALYSIS_ERRORS_SHOWN);
  const more = result.errors.length - shown.length;
  const stats: [string, number][] = [
    ['Total Products', result.totalProducts],
    ['Tagged', result.tagged],
    ['Untagged', result.untagged],
    ['Skipped', result.skipped],
  ];
  return (
    <section className="grid gap-3" aria-label="Analysis results">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {shown.length > 0 ? (
        <Alert variant="destructive">
          <AlertTitle>Errors</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-5">
              {shown.map((error, index) => (
                <li key={index}>{error}</li>
              ))}
            </ul>
            {more > 0 ? <p>{M.moreErrors(more)}</p> : null}
          </AlertDescription>
        </Alert>
      ) : null}
    </section>
  );
}
