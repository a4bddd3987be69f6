import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../lib/use-action';
import { Play, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  ANALYSIS_ERRORS_SHOWN,
  AnalysisResultSchema,
  MARGIN_MESSAGES as M,
  MarginRuleInputSchema,
  thresholdFromPercentInput,
  thresholdPercent,
  type AnalysisResult,
} from '../../../../shared/margin-tags/margin-tags';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { JobProgress } from '../../../lib/jobs/job-progress';
import { useJob } from '../../../lib/jobs/use-job';
import { toast } from '../../../lib/use-toast';
import {
  addMarginRule,
  analyzeCollection,
  deleteMarginRule,
  MARGIN_CONFIG_KEY,
  useMarginCollections,
  useMarginConfig,
} from '../api/margin-tags-api';

const formatRun = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : M.neverRun);

function AnalysisResults({ result }: { result: AnalysisResult }) {
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

/** Spec 03 "Tag DIMARGIN" (/tag-dimargin): admin only, here and on the server. */
export function TagDimarginPage() {
  const queryClient = useQueryClient();
  const config = useMarginConfig();
  const collections = useMarginCollections();
  const [name, setName] = useState('');
  const [threshold, setThreshold] = useState('');
  const [selected, setSelected] = useState('');
  const [result, setResult] = useState<AnalysisResult | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  // An analysis error stays up until the next run starts, not over a later success (issue 26.10).
  const analysisError = useRef<{ dismiss: () => void } | null>(null);
  const showAnalysisError = (description: string | undefined) => {
    analysisError.current = toast({ title: M.analysisFailed, description, variant: 'destructive' });
  };
  const clearAnalysisError = () => {
    analysisError.current?.dismiss();
    analysisError.current = null;
  };

  const refresh = () => void queryClient.invalidateQueries({ queryKey: MARGIN_CONFIG_KEY });

  const add = useAction({
    mutationFn: addMarginRule,
    onSuccess: () => {
      toast({ title: 'Rule saved' });
      setName('');
      setThreshold('');
      refresh();
    },
    onError: (error) => toast({ title: `${M.addRuleFailed}${getErrorMessage(error)}`, variant: 'destructive' }),
  });

  const remove = useAction({
    mutationFn: deleteMarginRule,
    onSuccess: (_response, collectionName) => {
      toast({ title: 'Rule removed' });
      if (selected === collectionName) setSelected('');
      refresh();
    },
    onError: (error) => toast({ title: `${M.removeRuleFailed}${getErrorMessage(error)}`, variant: 'destructive' }),
  });

  const analyze = useAction({
    mutationFn: analyzeCollection,
    onMutate: () => {
      clearAnalysisError();
      setResult(null);
      setJobId(null);
    },
    onSuccess: (response) => {
      if ('jobId' in response) setJobId(response.jobId);
      else {
        setResult(response);
        refresh();
      }
    },
    onError: (error) => showAnalysisError(getErrorMessage(error)),
  });

  useEffect(() => {
    if (!job.data) return;
    if (job.data.status === 'succeeded') {
      const parsed = AnalysisResultSchema.safeParse(job.data.result);
      if (parsed.success) setResult(parsed.data);
      setJobId(null);
      refresh();
    } else if (job.data.status === 'failed') {
      showAnalysisError(job.data.error ?? undefined);
      setJobId(null);
    }
  }, [job.data]);

  const onAdd = () => {
    if (!name.trim() || threshold.trim() === '') return toast({ title: M.bothRequired, variant: 'destructive' });
    const marginThreshold = thresholdFromPercentInput(threshold);
    if (marginThreshold === null) return toast({ title: M.thresholdPercentRange, variant: 'destructive' });
    const parsed = MarginRuleInputSchema.safeParse({ collectionName: name, marginThreshold });
    if (!parsed.success)
      return toast({ title: parsed.error.issues[0]?.message ?? M.thresholdRange, variant: 'destructive' });
    add.mutate(parsed.data);
  };

  const rules = config.data?.rules ?? [];
  const isRunning = analyze.isPending || jobId !== null;
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Tag DIMARGIN</h1>
        <p className="text-muted-foreground">
          Products of a collection whose margin meets its rule get the DIMARGIN tag; those below lose it.
        </p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle>Margin rules</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {config.isPending ? <Skeleton className="h-24" role="status" aria-label="Loading rules" /> : null}
          {config.isError ? (
            <Alert variant="destructive">
              <AlertTitle>Could not load the rules</AlertTitle>
              <AlertDescription>{getErrorMessage(config.error)}</AlertDescription>
            </Alert>
          ) : null}
          {config.isSuccess && rules.length === 0 ? (
            <p className="text-sm text-muted-foreground">No rules yet.</p>
          ) : null}
          {rules.length > 0 ? (
            <div
              tabIndex={0}
              role="region"
              aria-label="Margin rules"
              className="overflow-x-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b">
                    <th className="py-2 pr-3 font-medium">Collection</th>
                    <th className="py-2 pr-3 font-medium">Threshold</th>
                    <th className="py-2 pr-3 font-medium">Last analysis</th>
                    <th className="py-2 font-medium">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rules.map((rule) => (
                    <tr key={rule.collectionName} className="border-b last:border-0">
                      <td className="py-2 pr-3">{rule.collectionName}</td>
                      <td className="py-2 pr-3 tabular-nums">{thresholdPercent(rule.marginThreshold)}</td>
                      <td className="py-2 pr-3">{formatRun(rule.lastAnalysisRun)}</td>
                      <td className="py-2 text-right">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete rule for ${rule.collectionName}`}
                          disabled={remove.isPending}
                          onClick={() => {
                            if (window.confirm(`Delete the margin rule for ${rule.collectionName}?`))
                              remove.mutate(rule.collectionName);
                          }}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}

          <form
            className="grid gap-3 border-t pt-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
            aria-label="Add a rule"
            onSubmit={(event) => {
              event.preventDefault();
              onAdd();
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor="rule-collection">Collection name</Label>
              {/* Chosen from the store's collections: a typed name could miss by a letter's case. */}
              <select
                id="rule-collection"
                className="h-10 rounded-md border border-input bg-card px-3 text-sm"
                value={name}
                disabled={!collections.isSuccess}
                onChange={(event) => setName(event.target.value)}
              >
                <option value="">
                  {collections.isPending
                    ? 'Loading collections…'
                    : collections.isError
                      ? 'Collections could not be loaded'
                      : 'Select a collection'}
                </option>
                {collections.data?.map((collection) => (
                  <option key={collection.id} value={collection.name}>
                    {collection.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="rule-threshold">Margin threshold (%)</Label>
              <Input
                id="rule-threshold"
                inputMode="decimal"
                placeholder="35"
                value={threshold}
                maxLength={10}
                onChange={(event) => setThreshold(event.target.value)}
              />
            </div>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? <Spinner /> : null}
              Add Rule
            </Button>
          </form>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Run analysis</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-2">
              <Label htmlFor="analysis-collection">Collection</Label>
              <select
                id="analysis-collection"
                className="h-10 rounded-md border border-input bg-card px-3 text-sm"
                value={selected}
                onChange={(event) => setSelected(event.target.value)}
              >
                <option value="">Select a collection</option>
                {rules.map((rule) => {
                  const count = collections.data?.find(
                    (collection) => collection.name === rule.collectionName,
                  )?.productsCount;
                  return (
                    <option key={rule.collectionName} value={rule.collectionName}>
                      {rule.collectionName}
                      {count === undefined ? '' : ` (${count} products)`}
                    </option>
                  );
                })}
              </select>
            </div>
            <Button
              disabled={isRunning}
              onClick={() => {
                if (!selected) {
                  analysisError.current = toast({ title: M.selectCollection, variant: 'destructive' });
                  return;
                }
                analyze.mutate(selected);
              }}
            >
              {isRunning ? <Spinner /> : <Play aria-hidden="true" />}
              Run Analysis
            </Button>
          </div>
          {job.data && jobId ? <JobProgress job={job.data} label="Margin analysis" /> : null}
          {result ? <AnalysisResults result={result} /> : null}
        </CardContent>
      </Card>
    </div>
  );
}
