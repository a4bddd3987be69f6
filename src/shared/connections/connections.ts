import { z } from 'zod';

/** GET connection-test answers (spec 03 §7): 200 when connected, 503 otherwise. */
export const ConnectionTestResultSchema = z.object({
  connected: z.boolean(),
  message: z.string(),
  service: z.string(),
});
export type ConnectionTestResult = z.infer<typeof ConnectionTestResultSchema>;

/** The connection monitor's eight tests (spec 03 §7 "Connection tests", all GET), in the spec's order. */
export const CONNECTION_MONITOR_TESTS = [
  { path: '/api/airtable/test', name: 'Records database' },
  { path: '/api/locations', name: 'Store platform locations' },
  { path: '/api/product-edit-logger/test', name: 'Product edit log' },
  { path: '/api/label-queue/test', name: 'Label queue' },
  { path: '/api/image-review/test', name: 'Image review queue' },
  { path: '/api/helpdesk/test-connection', name: 'Help desk' },
  { path: '/api/youtube/test-connection', name: 'Video host' },
  { path: '/api/critic-reviews/test-connection', name: 'Critic review queue' },
] as const;

/** What the monitor shows per test (spec 03 §8): a non-OK answer is Failed, no answer is Network Error. */
export type ConnectionTestStatus = 'OK' | 'Failed' | 'Network Error';
