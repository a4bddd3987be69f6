import { expect, openNavigation, test } from './support/fixtures';
import { E2E_LINKS } from './support/e2e-env';

// Each test signs in its own user: both workers take them.
test.describe.configure({ mode: 'parallel' });

const NAV_ORDER = [
  'Dashboard',
  'New Product Entry',
  'Product Editor',
  'Products',
  'Website',
  'Shopify Admin',
  'Time Clock',
  'Paycor Login',
];

test.describe('side navigation', () => {
  test('lists the items in order with the header, footer and external targets @desktop', async ({
    page,
    createUser,
    signIn,
  }) => {
    const user = await createUser();
    await signIn(user);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(NAV_ORDER.map((label) => new RegExp(`^${label}`)));
    await expect(page.getByTestId('nav-role').filter({ visible: true })).toHaveText('associate');
    await expect(page.getByTestId('nav-username').filter({ visible: true })).toHaveText(user.username);

    const website = nav.getByRole('link', { name: /^Website/ });
    await expect(website).toHaveAttribute('href', E2E_LINKS.WEBSITE_URL);
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: /^Paycor Login/ })).toHaveAttribute('href', E2E_LINKS.PAYROLL_URL);
  });

  test('highlights the current route as the user moves through it @desktop', async ({ page, createUser, signIn }) => {
    await signIn(await createUser());
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Product Editor' }).click();
    await expect(page).toHaveURL(/\/product-editor$/);
    await expect(nav.getByRole('link', { name: 'Product Editor' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Mission Control', level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test('the drawer opens from the hamburger and closes on backdrop, Escape and choice @phone', async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(await createUser());
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hamburger = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(nav).toBeHidden();

    await hamburger.click();
    await expect(nav).toBeVisible();
    await expect(page.getByTestId('nav-backdrop')).toBeVisible();
    await page.mouse.click(370, 420);
    await expect(nav).toBeHidden();

    await hamburger.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();

    await hamburger.click();
    await nav.getByRole('link', { name: 'New Product Entry' }).click();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/\/new-product-entry$/);
  });
});

test.describe('roles', () => {
  test('an associate does not see Admin Panel', async ({ page, createUser, signIn }) => {
    await signIn(await createUser('associate'));
    const nav = await openNavigation(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  });

  test('an admin sees Admin Panel last, linking to /admin', async ({ page, createUser, signIn }) => {
    await signIn(await createUser('admin'));
    const nav = await openNavigation(page);
    await expect(nav.getByRole('link').last()).toHaveText('Admin Panel');
    await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    await expect(page.getByTestId('nav-role').filter({ visible: true })).toHaveText('admin');
  });
});

test('an unknown route shows the 404 card', async ({ page, createUser, signIn }) => {
  await signIn(await createUser(), '/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
});

test('Access Denied leads back to the dashboard', async ({ page, createUser, signIn }) => {
  await signIn(await createUser('associate'), '/admin/users');
  await expect(page.getByRole('heading', { name: /Access Denied/ })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Access Denied/ })).toHaveCount(0);
});
