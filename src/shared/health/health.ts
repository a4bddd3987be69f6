import { z } from 'zod';

/** GET /api/health: the process answers (readiness of its dependencies is /api/ready). */
export const HealthSchema = z.strictObject({ status: z.literal('ok') });
