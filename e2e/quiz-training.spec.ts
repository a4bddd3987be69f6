import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminQuiz } from '../src/shared/quizzes/schemas';
import { makeClip } from '../tests/api/help-desk.support';
import { addRosterEmployee, authHeaders, linkEmployeeAccount } from './support/api';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, expectToast, test } from './support/fixtures';

/**
 * ADR 082 and 083 in the browser: dragging the slider does not open the questions, playing 90 %
 * does; the completion report shows who is missing and "Remind" puts mails in the outbox. The
 * quiz plays a short clip uploaded to the help desk's video host, so the HTML5 player's own
 * `played` ranges are what is reported.
 */
test.describe.configure({ mode: 'serial' });

let quizId: number;
let quizTitle: string;

async function uploadClip(request: APIRequestContext): Promise<string> {
  const upload = await request.post('/api/youtube/upload-video', {
    headers: await authHeaders(request, E2E_ADMIN),
    multipart: {
      title: `Quiz clip ${Date.now()}`,
      video: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: makeClip('mp4', 6) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return `/api/helpdesk/videos/${((await upload.json()) as { videoId: string }).videoId}`;
}

async function openPlayer(page: Page) {
  const player = page.locator('video');
  await expect(player).toBeVisible();
  await player.evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < 1) await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve));
    element.muted = true;
  });
  return player;
}

test('an admin makes this week’s quiz on a short clip', async ({ request }) => {
  const videoId = await uploadClip(request);
  quizTitle = `Cellar basics ${Date.now()}`;
  const headers = await authHeaders(request, E2E_ADMIN);
  const create = () =>
    request.post('/api/quizzes', {
      headers,
      data: {
        title: quizTitle,
        videoId,
        questions: [
          { text: 'Where is wine kept?', options: ['Cellar', 'Attic', 'Car', 'Roof'], correctAnswerIndex: 0 },
          {
            text: 'Which grape makes Chablis?',
            options: ['Merlot', 'Chardonnay', 'Syrah', 'Gamay'],
            correctAnswerIndex: 1,
          },
        ],
      },
    });
  // The quiz is refused (400 video_not_ready) until the clip is processed.
  let created = await create();
  await expect
    .poll(
      async () => {
        if (created.status() !== 201) created = await create();
        return created.status();
      },
      { timeout: 90_000 },
    )
    .toBe(201);
  quizId = ((await created.json()) as AdminQuiz).id;
});

test('an associate who drags the slider to 95 % cannot answer', async ({ page, createUser, signIn }) => {
  await signIn(await createUser(), `/quiz/${quizId}`);
  const player = await openPlayer(page);
  await player.evaluate(async (element: HTMLVideoElement) => {
    element.currentTime = element.duration * 0.95;
    await element.play();
  });
  await expect(page.getByTestId('questions-locked')).toBeVisible();
  await page.waitForTimeout(4_000);
  await expect(page.getByText('Quiz unlocked')).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
});

test('an associate who plays 90 % (at 2×) can answer, and sees the right answer to a wrong one', async ({
  page,
  createUser,
  signIn,
}) => {
  await signIn(await createUser(), `/quiz/${quizId}`);
  const player = await openPlayer(page);
  await player.evaluate(async (element: HTMLVideoElement) => {
    element.playbackRate = 2;
    await element.play();
  });
  await expect(page.getByText('Quiz unlocked')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio', { name: /Cellar/ }).check();
  await page.getByRole('radio', { name: /Merlot/ }).check();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expectToast(page, { title: 'Quiz Submitted!' });
  await expect(page.getByTestId('quiz-score')).toHaveText('1 / 2');
  const answers = page.getByRole('region', { name: 'Your answers' }).getByRole('listitem');
  const right = answers.filter({ hasText: 'Where is wine kept?' });
  await expect(right).toContainText('Your answer: A. Cellar');
  await expect(right.getByLabel('Correct')).toBeVisible();
  await expect(right).not.toContainText('Right answer');
  const wrong = answers.filter({ hasText: 'Which grape makes Chablis?' });
  await expect(wrong).toContainText('Your answer: A. Merlot');
  await expect(wrong.getByLabel('Wrong')).toBeVisible();
  await expect(wrong).toContainText('Right answer: B. Chardonnay');
});

test('the report shows who is missing and Remind puts mails in the outbox', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  // An associate linked to a roster employee who has not taken the quiz: Remind mails the employee.
  const headers = await authHeaders(request, E2E_ADMIN);
  const associate = await createUser();
  const employee = await addRosterEmployee(request, headers, 'Quinn Trainee');
  await linkEmployeeAccount(request, headers, employee.id, associate.username);

  await signIn(E2E_ADMIN, '/quiz-admin');
  await page.getByRole('tab', { name: 'Completion' }).click();
  await expect(page.getByText(quizTitle)).toBeVisible();
  await expect(page.getByTestId(`completion-${associate.username}`)).toContainText('Not yet');
  await page.getByRole('button', { name: 'Remind', exact: true }).click();
  await expectToast(page, { title: 'Reminders Sent' });
  const outbox = await page.request.get('/api/admin/outbox?limit=200', { headers });
  const { messages: mails } = (await outbox.json()) as { messages: { subject: string; to: string[] }[] };
  expect(
    mails.some(
      (mail) => mail.subject === `Reminder: this week's quiz, ${quizTitle}` && mail.to.includes(employee.email ?? ''),
    ),
  ).toBe(true);
});
