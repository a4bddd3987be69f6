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
  { path: '/api/airtable/test', name: 'Records database', access: 'admin' },
  { path: '/api/locations', name: 'Store platform locations', access: 'user' },
  { path: '/api/product-edit-logger/test', name: 'Product edit log', access: 'admin' },
  { path: '/api/label-queue/test', name: 'Label queue', access: 'admin' },
  { path: '/api/image-review/test', name: 'Image review queue', access: 'admin' },
  { path: '/api/helpdesk/test-connection', name: 'Help desk', access: 'admin' },
  { path: '/api/youtube/test-connection', name: 'Video host', access: 'admin' },
  { path: '/api/critic-reviews/test-connection', name: 'Critic review queue', access: 'admin' },
] as const satisfies readonly { path: string; name: string; access: 'user' | 'admin' }[];

/** The tests this role may run (ADR 069): an associate is not shown tests that could only refuse them. */
export const connectionTestsFor = (role: 'admin' | 'associate') =>
  CONNECTION_MONITOR_TESTS.filter((test) => role === 'admin' || test.access === 'user');

/** What the monitor shows per test (spec 03 §8): a non-OK answer is Failed, no answer is Network Error. */
export type ConnectionTestStatus = 'OK' | 'Failed' | 'Network Error';
