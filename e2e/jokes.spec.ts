import { expect, test } from './support/fixtures';

test('the joke card opens a dialog whose punchline is hidden again on every opening', async ({
  page,
  createUser,
  signIn,
}) => {
  await signIn(await createUser());
  const card = page.getByTestId('joke-card');
  await expect(card).toContainText('Joke of the Day');
  const today = await page.request.get('/api/jokes/today');
  const joke = (await today.json()) as { setup: string; punchline: string };
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Joke of the Day' });
  await expect(dialog).toContainText(joke.setup);
  await expect(dialog.getByTestId('punchline')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Click to reveal punchline' }).click();
  await expect(dialog.getByTestId('punchline')).toHaveText(joke.punchline);
  await page.keyboard.press('Escape');
  await card.click();
  await expect(dialog.getByRole('button', { name: 'Click to reveal punchline' })).toBeVisible();
  await expect(dialog.getByTestId('punchline')).toHaveCount(0);
});

test('shows the loading text, then the failure text when the joke cannot be had', async ({
  page,
  createUser,
  signIn,
}) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/jokes/today', async (route) => {
    await gate;
    await route.fulfill({ json: { setup: '', punchline: '' } });
  });
  await signIn(await createUser());
  await expect(page.getByTestId('joke-card')).toHaveText("Loading today's joke...");
  release();
  await expect(page.getByTestId('joke-card')).toHaveText("Failed to load today's joke");
});

test('an admin adds a joke and retires it', async ({ page, createUser, signIn }) => {
  await signIn(await createUser('admin'));
  // While the joke loads the card is a status line; it opens the dialog once it is a button.
  await page.getByRole('button', { name: /^Joke of the Day/ }).click();
  await page.getByRole('link', { name: 'Manage jokes' }).click();
  await expect(page.getByRole('heading', { name: 'Jokes', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Joke' }).click();
  await expect(page.getByText('Setup is required')).toBeVisible();
  const setup = `Why did the e2e test pass ${Date.now()}?`;
  await page.getByLabel('Setup').fill(setup);
  await page.getByLabel('Punchline').fill('It had good fixtures.');
  await page.getByRole('button', { name: 'Add Joke' }).click();
  const retire = page.getByRole('button', { name: `Retire: ${setup}` });
  await expect(retire).toBeVisible();
  await retire.click();
  await expect(page.getByRole('button', { name: `Restore: ${setup}` })).toBeVisible();
});
