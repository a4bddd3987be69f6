import { z } from 'zod';

const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export const JobIdParamsSchema = z.object({ id: z.uuid({ message: 'id must be a job id' }) }).strict();

/** `GET /api/jobs/:id`: a background job as its owner (or an admin) sees it. */
export const JobViewSchema = z
  .object({
    id: z.uuid(),
    kind: z.string(),
    status: z.enum(JOB_STATUSES),
    progress: z
      .object({ done: z.number().int().min(0), total: z.number().int().min(0) })
      .strict()
      .nullable(),
    message: z.string().nullable(),
    /** The handler's answer once succeeded; its shape belongs to the job's kind. */
    result: z.unknown(),
    error: z.string().nullable(),
  })
  .strict();
export type JobView = z.infer<typeof JobViewSchema>;

/** A route that started a job not finished in time answers 202 with this; the client follows it by id. */
export const JobAcceptedSchema = z.object({ jobId: z.uuid() }).strict();
export type JobAccepted = z.infer<typeof JobAcceptedSchema>;

export const isJobFinished = (job: Pick<JobView, 'status'>) => job.status === 'succeeded' || job.status === 'failed';
