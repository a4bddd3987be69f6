import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { RAFFLE_MESSAGES } from '../src/shared/raffle/messages';
import type { RaffleResult } from '../src/shared/raffle/raffle-options';
import { expect, expectNoSidewaysScroll, expectToast, test } from './support/fixtures';
import { shownToasts } from './support/toasts';

/** A month no other spec touches; generating replaces every ticket, and only this spec generates. */
const MONTH = '2031-05';
const HEADER = 'Customer,Email,Month,Spend,Spend DBL';
const GOOD_CSV = [
  HEADER,
  `Ann Winner,ann.raffle@example.com,${MONTH},600,300`,
  `Bob Short,bob.raffle@example.com,${MONTH},299.99,0`,
  `"=cmd|' /C calc'!A0",formula.raffle@example.com,${MONTH},300,0`,
].join('\n');
const BAD_CSV = `${HEADER}\nAnn Winner,not-an-email,${MONTH},600,0\nCat,cat.raffle@example.com,2031-13,abc,0\n`;

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

async function openGenerator(page: Page) {
  await page.goto('/ticket-generator');
  await expect(page.getByRole('heading', { name: 'Raffle Ticket Generator', level: 1 })).toBeVisible();
}

test('an admin imports a month of spend, generates tickets and winners, and checks the draw in Raffle Management', async ({
  page,
  createUser,
  signIn,
}) => {
  test.slow();
  await signIn(await createUser('admin'), null);
  await openGenerator(page);
  await expect(page.getByTestId('raffle-status')).toContainText('Connected');

  // The spec's validation messages (§5), before anything is sent.
  await page.getByRole('button', { name: 'Generate Tickets' }).click();
  await expect(page.getByText(RAFFLE_MESSAGES.selectOption)).toBeVisible();
  await page.getByLabel('Last Month').check();
  await expect(page.getByText(RAFFLE_MESSAGES.selectOption)).toBeHidden();
  await page.getByLabel('Number of Winners').fill('0');
  await page.getByRole('button', { name: 'Generate Tickets' }).click();
  await expect(page.getByText(RAFFLE_MESSAGES.minWinners)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  // A file with errors: the preview shows each row's errors and nothing can be imported.
  const fileInput = page.getByLabel('Spend file');
  await fileInput.setInputFiles(csvFile('bad.csv', BAD_CSV));
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('spend-preview');
  await expect(preview).toContainText('2 row(s)');
  await expect(preview).toContainText('Email is not a valid address');
  await expect(preview).toContainText(RAFFLE_MESSAGES.monthFormat);
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();

  // A good file: preview, then import.
  await fileInput.setInputFiles(csvFile('spend.csv', GOOD_CSV));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(preview).toContainText('3 row(s) for 2031-05; 0 with errors');
  await page.getByRole('button', { name: 'Import' }).click();
  await expectToast(page, { title: 'Spend Imported', description: `3 row(s) for ${MONTH}` });
  await expect(page.getByTestId('spend-months').getByRole('row', { name: new RegExp(MONTH) })).toContainText('3');

  // Generate, confirming that existing tickets are deleted.
  await page.getByLabel('Month', { exact: true }).fill(MONTH);
  await page.getByLabel('Number of Winners').fill('1');
  await page.getByRole('button', { name: 'Generate Tickets' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(RAFFLE_MESSAGES.confirmGenerate);
  // Double-clicked, as people do (issue 26.4): one draw. Here, as the draw replaces every ticket.
  const draws: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/raffle/generate') draws.push(sent.url());
  });
  const generated = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/raffle/generate',
  );
  await dialog.getByRole('button', { name: 'Delete and generate' }).dblclick();
  const drawn = (await (await generated).json()) as RaffleResult;
  // Ann: floor((600 + 300) / 300) = 3; Bob: 299.99 → 0; the formula-named customer: 1.
  await expectToast(page, { title: 'Raffle Generated', description: '4 tickets for 2 entries; 1 winner(s)' });
  const result = page.getByTestId('raffle-result');
  await expect(result).toContainText('Records created2');
  await expect(result).toContainText('Total tickets4');
  await expect(result).toContainText('Winners selected1');
  expect(draws).toHaveLength(1);
  // The one winner drawn, named in the Winners table: Ann or the formula-named customer (who has a ticket).
  expect(drawn.winners).toHaveLength(1);
  const winner = drawn.winners[0]!;
  expect(['Ann Winner', "=cmd|' /C calc'!A0"]).toContain(winner.customerName);
  const winners = page.getByRole('table', { name: 'Winners' });
  await expect(winners.getByRole('row')).toHaveCount(2);
  await expect(winners).toContainText(winner.customerName);
  await expect(winners).toContainText(winner.email!);
  expect(shownToasts(page).filter((toast) => toast.title === 'Raffle Generated')).toHaveLength(1);

  // The Raffle Management popup: winners, tickets, the verification and the export.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Raffle Management' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Raffle Management', level: 1 })).toBeVisible();
  await expect(popup.locator('#verification')).toContainText('verified. Replaying its seed');
  await expect(popup.getByRole('table').first()).toContainText('WIN1');
  await expect(popup.getByText('ann.raffle@example.com').first()).toBeVisible();
  const downloading = popup.waitForEvent('download');
  await popup.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('raffle-tickets.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('Run,Raffle,Customer,Email,Spend,Tickets,Winner,TOP 50');
  expect(csv).toContain('Ann Winner,ann.raffle@example.com,900,3');
  expect(csv).toContain(`,'=cmd|' /C calc'!A0,formula.raffle@example.com,300,1`);
  await popup.close();
});

test('an associate sees Access Denied on the ticket generator', async ({ page, createUser, signIn }) => {
  await signIn(await createUser('associate'), '/ticket-generator');
  await expect(page.getByText('Access Denied - You need admin privileges to access this page.')).toBeVisible();
});

test('the ticket generator fits a phone @phone', async ({ page, createUser, signIn }) => {
  test.slow(); // Signs in and loads the screen's chunk on an emulated phone.
  await signIn(await createUser('admin'), null);
  await openGenerator(page);
  await expect(page.getByTestId('raffle-status')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Tickets' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
