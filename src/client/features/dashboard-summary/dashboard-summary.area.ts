import { defineClientArea } from '#client/lib/areas/client-area';
import { SummaryStrip } from './components/summary-strip';

/** The dashboard's summary strip (spec 01 §2.5). */
export const dashboardSummaryArea = defineClientArea({
  name: 'dashboard-summary',
  dashboardWidgets: [{ placement: 'summary', order: 10, component: SummaryStrip }],
});
