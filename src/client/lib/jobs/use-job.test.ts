import { describe, expect, it } from 'vitest';
import { jobPercent } from './job-percent';
import { nextJobPoll } from './use-job';

describe('following a job', () => {
  it('polls every second, then every five, and stops once the job has finished', () => {
    expect(nextJobPoll(undefined, 0)).toBe(1_000);
    expect(nextJobPoll({ status: 'queued' }, 1)).toBe(1_000);
    expect(nextJobPoll({ status: 'running' }, 59)).toBe(1_000);
    expect(nextJobPoll({ status: 'running' }, 60)).toBe(5_000);
    expect(nextJobPoll({ status: 'succeeded' }, 3)).toBe(false);
    expect(nextJobPoll({ status: 'failed' }, 3)).toBe(false);
  });

  it('shows a percentage only when the job has said how much there is', () => {
    expect(jobPercent({ status: 'queued', progress: null })).toBeNull();
    expect(jobPercent({ status: 'running', progress: { done: 0, total: 0 } })).toBeNull();
    expect(jobPercent({ status: 'running', progress: { done: 1, total: 3 } })).toBe(33);
    expect(jobPercent({ status: 'succeeded', progress: null })).toBe(100);
  });
});
