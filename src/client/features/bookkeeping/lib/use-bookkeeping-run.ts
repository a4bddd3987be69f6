import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { useJob } from '#client/lib/jobs/use-job';
import { toast } from '#client/lib/use-toast';
import { postFiles } from '../api/post-files';
import { failureText, RunRefused } from './failure-text';

export type RunPhase<T> = { kind: 'idle' } | { kind: 'processing'; jobId: string | null } | { kind: 'result'; body: T };

type OutcomeSchema<T> = z.ZodType<{ ok: true; response: T } | { ok: false; message: string }>;

/**
 * Spec 03 §4: idle → processing → result. A run the server finishes within its wait answers at
 * once; a longer one is followed through its job (progress bar) until it ends. Failures go to a
 * destructive toast titled `failureTitle` and the screen returns to idle with the files kept.
 */
export function useBookkeepingRun<T>(options: { url: string; outcome: OutcomeSchema<T>; failureTitle: string }) {
  const { url, outcome, failureTitle } = options;
  const [phase, setPhase] = useState<RunPhase<T>>({ kind: 'idle' });
  const jobId = phase.kind === 'processing' ? phase.jobId : null;
  const job = useJob(jobId);

  const fail = useCallback(
    (error: unknown) => {
      toast({ title: failureTitle, description: failureText(error), variant: 'destructive' });
      setPhase({ kind: 'idle' });
    },
    [failureTitle],
  );

  const view = job.data;
  const jobError = job.error;
  useEffect(() => {
    if (jobId === null) return;
    if (jobError) {
      fail(jobError);
      return;
    }
    if (!view || view.id !== jobId) return;
    if (view.status === 'failed') fail(new RunRefused(view.error ?? 'Processing failed'));
    if (view.status !== 'succeeded') return;
    const parsed = outcome.safeParse(view.result);
    if (!parsed.success) fail(new Error('Unexpected answer'));
    else if (parsed.data.ok) setPhase({ kind: 'result', body: parsed.data.response });
    else fail(new RunRefused(parsed.data.message));
  }, [jobId, view, jobError, outcome, fail]);

  const start = useCallback(
    async (files: Record<string, File>, fields: Record<string, string> = {}) => {
      setPhase({ kind: 'processing', jobId: null });
      try {
        const started = await postFiles<T>(url, files, fields);
        setPhase(
          started.kind === 'done'
            ? { kind: 'result', body: started.body }
            : { kind: 'processing', jobId: started.accepted.jobId },
        );
      } catch (error) {
        fail(error);
      }
    },
    [url, fail],
  );

  const reset = useCallback(() => setPhase({ kind: 'idle' }), []);
  return { phase, job: phase.kind === 'processing' ? (view ?? null) : null, start, reset };
}
