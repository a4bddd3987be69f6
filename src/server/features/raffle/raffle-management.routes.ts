import { CSV_CONTENT_TYPE, toCsv, type ExportColumn } from '#server/exports/csv';
import type { App } from '#server/http/app-types';
import { sendDownload } from '#server/http/downloads';
import { RAFFLE_KINDS, type RaffleKind } from '#shared/raffle/tickets';
import type { RaffleService } from './raffle.service';
import { renderLandingPage } from './landing-page';
import * as repo from './raffle.repo';
import type { Db } from '#server/db/client';

const RUNS_SHOWN = 20;

const TICKET_COLUMNS: ExportColumn<repo.TicketRow>[] = [
  { header: 'Run', value: (row) => row.runId },
  { header: 'Raffle', value: (row) => RAFFLE_KINDS[row.raffle as RaffleKind]?.label ?? row.raffle },
  { header: 'Customer', value: (row) => row.customerName },
  { header: 'Email', value: (row) => row.email ?? '' },
  { header: 'Spend', value: (row) => row.totalCents / 100 },
  { header: 'Tickets', value: (row) => row.tickets },
  { header: 'Winner', value: (row) => row.winner ?? '' },
  { header: 'TOP 50', value: (row) => (row.isAutoWin ? 'yes' : '') },
];

/**
 * The Raffle Management popup (`/api/raffle-management/landing`, spec 03 "Admin panel"): served by
 * the server as a page of its own, with the CSV export of the current tickets. Admin only.
 */
export function registerRaffleManagementRoutes(app: App, db: Db, raffle: RaffleService) {
  // An HTML page, not JSON: no response schema describes it.
  app.get(
    '/api/raffle-management/landing',
    { config: { access: 'admin', produces: 'text/html' } },
    async (_request, reply) => {
      const runs = await repo.listRuns(db, RUNS_SHOWN);
      const tickets = await repo.listTickets(db);
      const latest = runs[0];
      const verification = latest ? await raffle.verify(latest.id) : null;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderLandingPage({ runs, tickets, verification }));
    },
  );

  app.get(
    '/api/raffle-management/export',
    { config: { access: 'admin', produces: 'text/csv' } },
    async (_request, reply) => {
      const tickets = await repo.listTickets(db);
      return sendDownload(reply, {
        body: toCsv(tickets, TICKET_COLUMNS),
        filename: 'raffle-tickets.csv',
        contentType: CSV_CONTENT_TYPE,
      });
    },
  );
}
