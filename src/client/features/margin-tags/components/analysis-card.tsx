import { useQueryClient } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  AnalysisResultSchema,
  MARGIN_MESSAGES as M,
  type AnalysisResult,
  type MarginCollection,
  type MarginRule,
} from '#shared/margin-tags/margin-tags';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { JobProgress } from '#client/components/job-progress';
import { useJob } from '#client/lib/jobs/use-job';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { analyzeCollection, MARGIN_CONFIG_KEY } from '../api/margin-tags-api';
import { AnalysisResults } from './analysis-results';

interface AnalysisCardProps {
  rules: MarginRule[];
  collections: MarginCollection[] | undefined;
  selected: string;
  onSelect(collectionName: string): void;
}

/** Runs the analysis of one ruled collection: inline within 10 s, else as a job with its progress. */
export function AnalysisCard({ rules, collections, selected, onSelect }: AnalysisCardProps) {
  const queryClient = useQueryClient();
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

  const isRunning = analyze.isPending || jobId !== null;
  return (
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
              onChange={(event) => onSelect(event.target.value)}
            >
              <option value="">Select a collection</option>
              {rules.map((rule) => {
                const count = collections?.find((collection) => collection.name === rule.collectionName)?.productsCount;
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
  );
}
