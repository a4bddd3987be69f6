import { calendarDateIn } from '../src/shared/quizzes/week';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, expectToast, test } from './support/fixtures';
import { shownToasts } from './support/toasts';

/** A week from today on the stores' calendar: the quiz waits, so this week's active quiz is untouched. */
const nextWeekDate = () => calendarDateIn(new Date(Date.now() + 7 * 86_400_000));

test('an admin schedules a quiz, edits it and deactivates it', async ({ page, signIn }) => {
  await signIn(E2E_ADMIN, '/quiz-admin');
  // Every button that writes is double-clicked, as people do (issue 26.4): each writes once.
  const writes: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() !== 'GET' && new URL(sent.url()).pathname.startsWith('/api/quizzes'))
      writes.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
  });
  await page.getByRole('button', { name: 'Create Quiz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Quiz' });
  const title = `Scheduled Sherry ${Date.now()}`;
  const startsOn = nextWeekDate();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('YouTube Video ID').fill('M7lc1UVf-VE');
  await dialog.getByLabel('Start date (optional)').fill(startsOn);
  await dialog.getByLabel('Question', { exact: true }).fill('Where is Jerez?');
  for (const [index, option] of ['Spain', 'Italy', 'France', 'Chile'].entries())
    await dialog.getByLabel(`Option ${'ABCD'[index]}`, { exact: true }).fill(option);
  await dialog.getByRole('button', { name: 'Add Question' }).click();
  await dialog.getByRole('button', { name: 'Create Quiz' }).dblclick();
  await expectToast(page, { title: 'Quiz Created', description: `"${title}" starts on ${startsOn}.` });

  const card = page.getByRole('listitem', { name: title });
  await expect(card).toHaveCount(1);
  expect(writes).toEqual(['POST /api/quizzes']);
  await expect(card).toContainText(`Starts ${startsOn}`);
  await expect(card).toContainText('1 questions');

  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Quiz' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByText('Questions (1)')).toBeVisible();
  const edited = `${title} (revised)`;
  await edit.getByLabel('Title').fill(edited);
  await edit.getByLabel('Question', { exact: true }).fill('Which grape makes Fino?');
  for (const [index, option] of ['Palomino', 'Tempranillo', 'Garnacha', 'Albariño'].entries())
    await edit.getByLabel(`Option ${'ABCD'[index]}`, { exact: true }).fill(option);
  await edit.getByRole('button', { name: 'Add Question' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).dblclick();
  await expectToast(page, { title: 'Quiz Updated', description: `"${edited}" was saved.` });
  await expect(edit).toBeHidden();
  expect(writes.slice(1)).toEqual([expect.stringMatching(/^PUT \/api\/quizzes\/\d+$/)]);

  const editedCard = page.getByRole('listitem', { name: edited });
  await expect(editedCard).toContainText('2 questions');
  await expect(editedCard).toContainText(`Starts ${startsOn}`);
  await page.screenshot({ path: test.info().outputPath('quiz-lifecycle.png'), fullPage: true });

  await editedCard.getByRole('button', { name: 'Deactivate' }).dblclick();
  await expectToast(page, { title: 'Quiz Deactivated' });
  await expect(editedCard).toContainText('Inactive');
  expect(writes.slice(2)).toEqual([expect.stringMatching(/^POST \/api\/quizzes\/\d+\/deactivate$/)]);
  await expect(editedCard.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);

  await editedCard.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this quiz?' });
  await expect(confirm).toContainText('results already given are kept');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(editedCard).toBeVisible();
  await editedCard.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete Quiz' }).dblclick();
  await expectToast(page, { title: 'Quiz Deleted' });
  await expect(editedCard).toHaveCount(0);
  expect(writes.slice(3)).toEqual([expect.stringMatching(/^DELETE \/api\/quizzes\/\d+$/)]);
  expect(shownToasts(page).filter((toast) => toast.variant === 'destructive')).toEqual([]);
});
