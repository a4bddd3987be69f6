/** GET /api/locations (spec 02 §3, spec 03 §3). */
export interface LocationSummary {
  id: string;
  name: string;
}
