import { expect, expectNoSidewaysScroll, test } from './support/fixtures';

const CARD_TITLES = [
  'Product Editing',
  'New Product Entry',
  "This Week's Video Quiz",
  'My Badges',
  'View My Schedule',
  'Sick Day Notification',
  'Training Archive',
  'Label Queue',
  'Image Editing',
  'Help Desk',
  'Critic Reviews',
  'Employee Directory',
];

test('shows the heading, the greeting and the cards in order', async ({ page, createUser, signIn }) => {
  const user = await createUser();
  await signIn(user);
  await expect(page.getByRole('heading', { name: 'Mission Control', level: 1 })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${user.username}`)).toBeVisible();

  const tools = page.getByRole('region', { name: 'Tools' });
  // The spec's cards, then the widgets other areas add to the grid (the Joke of the Day).
  await expect(tools.getByRole('listitem').filter({ hasNot: page.getByTestId('joke-card') })).toHaveText(CARD_TITLES);
  await expect(tools.getByRole('link', { name: 'Product Editing' })).toHaveAttribute('href', '/product-editor');
  await expect(tools.getByRole('link', { name: 'Employee Directory' })).toHaveAttribute('href', '/employee-directory');
});

test('the quiz card is dimmed and inactive while there is no active quiz', async ({ page, createUser, signIn }) => {
  // Other specs create quizzes on the shared server: here the server has none.
  await page.route('**/api/quizzes/current', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
  );
  await signIn(await createUser());
  const tools = page.getByRole('region', { name: 'Tools' });
  const quizCard = tools.getByRole('group', { name: "This Week's Video Quiz" });
  await expect(quizCard).toHaveAttribute('aria-disabled', 'true');
  await expect(quizCard).toHaveCSS('opacity', '0.5');
  await expect(tools.getByRole('link', { name: "This Week's Video Quiz" })).toHaveCount(0);
  await expect(tools.getByRole('button', { name: 'Sick Day Notification' })).toHaveAttribute('aria-haspopup', 'dialog');
});

test('a card leads to its route', async ({ page, createUser, signIn }) => {
  await signIn(await createUser());
  await page.getByRole('region', { name: 'Tools' }).getByRole('link', { name: 'Label Queue' }).click();
  await expect(page).toHaveURL(/\/label-queue$/);
});

test('fits a phone screen without sideways scrolling @phone', async ({ page, createUser, signIn }) => {
  await signIn(await createUser());
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeVisible();
});
