import { expect, expectNoSidewaysScroll, test } from './support/fixtures';

const CARD_LINKS = {
  'Quiz Admin': '/quiz-admin',
  'User Management': '/admin/users',
  'Employee Management': '/admin/employees',
  'Help Desk Admin': '/admin/help-desk',
  'Bookkeeping Tools': '/bookkeeping-tools',
  'Tag DIMARGIN': '/tag-dimargin',
  'Add Selections': '/admin/add-selections',
};

const TEST_PATHS = [
  '/api/airtable/test',
  '/api/locations',
  '/api/product-edit-logger/test',
  '/api/label-queue/test',
  '/api/image-review/test',
  '/api/helpdesk/test-connection',
  '/api/youtube/test-connection',
  '/api/critic-reviews/test-connection',
];

test.describe('admin panel', () => {
  test('shows the grid of tools, a greyed-out System Settings and opens Raffle Management in a popup', async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(await createUser('admin'), '/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    const tools = page.getByRole('region', { name: 'Admin tools' }).or(page.getByLabel('Admin tools'));
    for (const [title, href] of Object.entries(CARD_LINKS)) {
      await expect(tools.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', href);
    }
    await expect(tools.getByRole('group', { name: 'System Settings' })).toHaveAttribute('aria-disabled', 'true');
    await expect(tools.getByText('Schedule Time Off')).toBeVisible();

    const popupPromise = page.waitForEvent('popup');
    await tools.getByRole('button', { name: /Raffle Management/ }).click();
    const popup = await popupPromise;
    expect(new URL(popup.url()).pathname).toBe('/api/raffle-management/landing');
    await popup.close();

    await tools.getByRole('link', { name: /User Management/ }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
  });

  test.describe('connections monitor', () => {
    test.use({
      allowedConsoleErrors: [/status of 503 .*|net::ERR_FAILED/],
    });

    test('runs the eight tests at once and counts the failed services', async ({ page, createUser, signIn }) => {
      const seen: string[] = [];
      // Everything answers except the label queue (down: 503) and the help desk (no answer at all);
      // the records database and the locations are the real server's.
      await page.route(
        /\/api\/(product-edit-logger|label-queue|image-review|helpdesk|youtube|critic-reviews)\//,
        (route) => {
          const path = new URL(route.request().url()).pathname;
          seen.push(path);
          if (path === '/api/label-queue/test')
            return route.fulfill({ status: 503, json: { connected: false, message: 'Label queue is not answering' } });
          if (path === '/api/helpdesk/test-connection') return route.abort('failed');
          return route.fulfill({ status: 200, json: { connected: true, message: 'Connected' } });
        },
      );
      await signIn(await createUser('admin'), '/admin');
      const monitor = page.getByRole('region', { name: 'Connections Monitor' });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await monitor.getByRole('button', { name: 'Test All Connections' }).click();

      await expect(monitor.getByTestId('failed-count')).toHaveText('2 of 8 services failed');
      expect(requests.filter((path) => TEST_PATHS.includes(path)).sort()).toEqual([...TEST_PATHS].sort());
      const status = (path: string) => monitor.getByTestId(`connection-${path}`);
      await expect(status('/api/label-queue/test')).toContainText('Failed');
      await expect(status('/api/label-queue/test')).toContainText('Label queue is not answering');
      await expect(status('/api/helpdesk/test-connection')).toContainText('Network Error');
      await expect(status('/api/airtable/test')).toContainText('OK');
      await expect(status('/api/locations')).toContainText('OK');
      expect(seen).toHaveLength(6);
    });

    test('reports the real server’s answers on a phone @phone', async ({ page, createUser, signIn }) => {
      await signIn(await createUser('admin'), '/admin');
      const monitor = page.getByRole('region', { name: 'Connections Monitor' });
      await monitor.getByRole('button', { name: 'Test All Connections' }).click();
      const results = monitor.getByRole('list', { name: 'Connection results' }).getByRole('listitem');
      await expect(results).toHaveCount(8);
      const texts = await results.allTextContents();
      const failed = texts.filter((text) => !/OK$/.test(text.trim())).length;
      await expect(monitor.getByTestId('failed-count')).toHaveText(
        failed === 0 ? 'All 8 services connected' : `${failed} of 8 services failed`,
      );
      await expectNoSidewaysScroll(page);
    });
  });

  test('an associate sees the panel, but not the admin tools behind it', async ({ page, createUser, signIn }) => {
    await signIn(await createUser(), '/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    // Only the connection tests an associate may run (ADR 069): none of them fails for lack of rights.
    await page.getByRole('button', { name: 'Test All Connections' }).click();
    await expect(page.getByTestId('failed-count')).toHaveText('All 1 services connected');
    await page.getByRole('link', { name: /Employee Management/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Access Denied - You need admin privileges to access this page.' }),
    ).toBeVisible();
  });
});
