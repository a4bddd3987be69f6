import type { RaffleOptions } from '#shared/raffle/raffle-options';
import type { RaffleVerification } from '#shared/raffle/runs';
import { RAFFLE_KINDS, type RaffleKind } from '#shared/raffle/tickets';
import type { RunRow, TicketRow } from './raffle.repo';
import { formatCents } from '#shared/money/format-money';

/** Every piece of text on the page passes through here: names and e-mails come from imported files. */
const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const raffleLabel = (raffle: string) => RAFFLE_KINDS[raffle as RaffleKind]?.label ?? raffle;
const TICKET_ROWS_SHOWN = 500;

function optionsText(options: RaffleOptions) {
  const chosen = [
    options.runLastMonth && 'Last Month',
    options.runLastThreeMonths && 'Last Three Months',
    options.runLastSixMonths && 'Last Six Months',
    options.runYearEndRaffle && 'Year End',
  ].filter(Boolean);
  return `${options.month}: ${chosen.join(', ')}; ${options.numWinners} winner(s) each; TOP 50 auto-win ${options.top50AutoWin ? 'on' : 'off'}`;
}

function runsTable(runs: RunRow[]) {
  if (runs.length === 0) return '<p>No raffle has been generated yet.</p>';
  const rows = runs
    .map(
      (
        run,
      ) => `<tr><td>${run.id}</td><td>${escapeHtml(run.createdAt.toISOString().slice(0, 16).replace('T', ' '))}</td><td>${escapeHtml(run.createdBy)}</td>
<td>${escapeHtml(optionsText(run.options as RaffleOptions))}</td><td>${run.recordsCreated}</td><td>${run.totalTickets}</td><td>${run.winnersSelected}</td>
<td><code>${escapeHtml(run.seed)}</code></td><td><a href="/api/raffle/runs/${run.id}/verification">Verify (JSON)</a></td></tr>`,
    )
    .join('\n');
  return `<table><thead><tr><th>Run</th><th>When (UTC)</th><th>By</th><th>Options</th><th>Records</th><th>Tickets</th><th>Winners</th><th>Seed</th><th></th></tr></thead><tbody>${rows}</tbody></table>`;
}

function ticketsTable(title: string, tickets: TicketRow[], emptyText: string) {
  if (tickets.length === 0) return `<h2>${escapeHtml(title)}</h2><p>${escapeHtml(emptyText)}</p>`;
  const shown = tickets.slice(0, TICKET_ROWS_SHOWN);
  const rows = shown
    .map(
      (
        ticket,
      ) => `<tr><td>${escapeHtml(raffleLabel(ticket.raffle))}</td><td>${escapeHtml(ticket.winner ?? '')}${ticket.isAutoWin ? ' (TOP 50)' : ''}</td>
<td>${escapeHtml(ticket.customerName)}</td><td>${escapeHtml(ticket.email ?? '')}</td><td>${escapeHtml(formatCents(ticket.totalCents))}</td><td>${ticket.tickets}</td></tr>`,
    )
    .join('\n');
  const more =
    tickets.length > shown.length
      ? `<p>Showing ${shown.length} of ${tickets.length}; the CSV export has them all.</p>`
      : '';
  return `<h2>${escapeHtml(title)}</h2><table><thead><tr><th>Raffle</th><th>Winner</th><th>Customer</th><th>Email</th><th>Spend in window</th><th>Tickets</th></tr></thead><tbody>${rows}</tbody></table>${more}`;
}

function verificationText(verification: RaffleVerification | null) {
  if (!verification) return '';
  const isGood = verification.isInputIntact && verification.isReproduced;
  return `<p class="${isGood ? 'ok' : 'bad'}" id="verification">Run ${verification.runId}: ${
    isGood
      ? 'verified. Replaying its seed over its recorded entrants draws exactly the recorded winners.'
      : 'NOT verified. The recorded entrants or winners do not match a replay of the draw.'
  }</p>`;
}

/** The Raffle Management page the admin panel opens in a popup (spec 03 "Admin panel", §9). */
export function renderLandingPage(input: {
  runs: RunRow[];
  tickets: TicketRow[];
  verification: RaffleVerification | null;
}) {
  const winners = input.tickets.filter((ticket) => ticket.winner !== null);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Raffle Management</title>
<style>
body{font-family:system-ui,sans-serif;margin:1rem;color:#111}h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:1.5rem}
table{border-collapse:collapse;width:100%;font-size:.875rem;display:block;overflow-x:auto}th,td{border:1px solid #ddd;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f4f4f5}code{word-break:break-all;font-size:.75rem}.ok{color:#166534}.bad{color:#b91c1c;font-weight:600}
a.button{display:inline-block;padding:.5rem .9rem;background:#111;color:#fff;border-radius:.375rem;text-decoration:none}
</style></head><body>
<h1>Raffle Management</h1>
<p><a class="button" href="/api/raffle-management/export" download>Export CSV</a></p>
${verificationText(input.verification)}
${ticketsTable('Winners', winners, 'No winners drawn yet.')}
${ticketsTable('Tickets per customer', input.tickets, 'No tickets yet.')}
<h2>Runs</h2>
${runsTable(input.runs)}
<h2>How the winners are drawn</h2>
<p>Tickets: Last Month = floor((Month + Month DBL) / 300); Last Three and Last Six Months = floor(total / 300);
Year End = floor(total / 600), over the twelve months ending at the chosen month. Each ticket is one chance and a customer wins at most once per raffle.
With TOP 50 auto-win on and 50 or more winners asked for, the 50 highest spenders win first (WIN1–WIN50) and the rest are drawn.</p>
<p>Each run records its entrants (customer, tickets, spend), a SHA-256 digest of them, and a 256-bit seed from the server's cryptographic generator.
The draw takes its random numbers from HMAC-SHA256(seed, counter), so anyone with the run's record can replay it: the Verify link does, and says whether the same winners come out.</p>
</body></html>`;
}
