/** GET connection-test answers (spec 03 §7): 200 when connected, 503 otherwise. */
export interface ConnectionTestResult {
  connected: boolean;
  message: string;
  service: string;
}
