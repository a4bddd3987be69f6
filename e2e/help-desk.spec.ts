import { randomBytes } from 'node:crypto';
import { startFakeYouTube, type FakeYouTube } from '../tests/fakes/youtube/fake-youtube-server';
import { PDF, makeClip } from '../tests/api/help-desk.support';
import type { PublicQuiz } from '../src/shared/quizzes/schemas';
import { authHeaders } from './support/api';
import { expect, expectNoSidewaysScroll, expectToast, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

let youTube: FakeYouTube;

// The server looks YouTube videos up at this fake (E2E_YOUTUBE_PORT, set by playwright.config.ts).
test.beforeAll(async () => {
  youTube = await startFakeYouTube(Number(process.env.E2E_YOUTUBE_PORT));
  youTube.addVideo({ id: 'tillTrain01', title: 'Opening the till', channelTitle: 'Store Training' });
});
test.afterAll(async () => {
  await youTube?.close();
});

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

test('an admin adds an answer with a PDF and a YouTube video; staff find it by search and open its links', async ({
  page,
  createUser,
  signIn,
}) => {
  const category = unique('Tills');
  const admin = await createUser('admin');
  await signIn(admin, '/admin/help-desk');
  await expect(page.getByRole('heading', { name: 'Help Desk Admin' })).toBeVisible();

  // The spec's messages for missing fields, before anything is sent.
  await page.getByRole('button', { name: 'Create Entry' }).click();
  await expect(page.getByText('Category is required')).toBeVisible();

  await page.getByLabel('Category').first().fill(category);
  await page.getByLabel('Question', { exact: true }).fill('How do I open the till in the morning?');
  await page.getByLabel('Answer', { exact: true }).fill('Count the float.\nThen press Open Drawer.');
  await page.getByRole('textbox', { name: 'Video URL' }).fill('https://youtu.be/tillTrain01');
  await expect(page.getByText('Opening the till — Store Training')).toBeVisible();
  await page.getByLabel('Link URL (optional)').fill('https://example.com/till-guide');
  await page
    .getByLabel('PDF (optional)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('Invalid file type: Please select a PDF file')).toBeVisible();
  await page
    .getByLabel('PDF (optional)')
    .setInputFiles({ name: 'Till guide.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Create Entry' }).click();
  await expectToast(page, { title: 'Entry created' });

  const staff = await createUser('associate');
  // Leave the admin's page first: a request it still makes after the cookies go would answer 401.
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(staff, '/help-desk');
  const card = page.getByRole('link', { name: new RegExp(category) });
  await expect(card).toContainText(`Get help with ${category} related questions and issues`);
  await card.click();
  await expect(page.getByRole('heading', { name: category, level: 1 })).toBeVisible();
  expect(page.url()).toContain(`/help-desk/${encodeURIComponent(category)}`);
  await expect(page.getByText('1 questions available')).toBeVisible();

  await page.getByLabel('Search questions and answers').fill('DRAWER');
  await expect(page.getByText('1 questions available')).toBeVisible();
  const question = page.getByRole('button', { name: /How do I open the till/ });
  await expect(question).toContainText('Video');
  await expect(question).toContainText('PDF');
  await expect(question).toContainText('Link');
  await question.click();
  await expect(page.getByText('Count the float.')).toBeVisible();
  await expect(page.getByText(`Created by ${admin.username}`)).toBeVisible();
  const video = page.getByRole('link', { name: 'Video Tutorial' });
  await expect(video).toHaveAttribute('href', 'https://youtu.be/tillTrain01');
  await expect(video).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Visit Link' })).toHaveAttribute(
    'href',
    'https://example.com/till-guide',
  );
  const pdfLink = page.getByRole('link', { name: 'View PDF' });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-security-policy']).toContain('sandbox');
  const [popup] = await Promise.all([page.waitForEvent('popup'), pdfLink.click()]);
  expect(popup.url()).toMatch(/\/api\/files\/[0-9a-f-]{36}$/);
  await popup.close();

  // The empty states.
  await page.getByLabel('Search questions and answers').fill('nothing matches this');
  await expect(page.getByText('No Results Found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page.getByText('1 questions available')).toBeVisible();
  await page.goto(`/help-desk/${encodeURIComponent(unique('Empty'))}`);
  await expect(page.getByText('No Questions Available')).toBeVisible();
});

test('an admin uploads a MOV video with a progress bar; staff play the converted MP4', async ({
  page,
  createUser,
  signIn,
}) => {
  const category = unique('Training');
  const admin = await createUser('admin');
  await signIn(admin, '/admin/help-desk');
  await page.getByLabel('Category').first().fill(category);
  await page.getByLabel('Question', { exact: true }).fill('How do I receive a delivery?');
  await page.getByLabel('Answer', { exact: true }).fill('Watch the video.');
  await page.getByLabel('Upload video').check();
  await expect(page.getByText('MP4, AVI, MOV, WMV or WebM, less than 50MB')).toBeVisible();
  await page.getByRole('button', { name: 'Create Entry' }).click();
  await expect(page.getByText('Upload video first')).toBeVisible();

  await page
    .getByLabel('Video file')
    .setInputFiles({ name: 'clip.mkv', mimeType: 'video/x-matroska', buffer: Buffer.from('x') });
  await expect(page.getByText('Unsupported format')).toBeVisible();
  await page
    .getByLabel('Video file')
    .setInputFiles({ name: 'delivery.mov', mimeType: 'video/quicktime', buffer: makeClip('mov', 2) });
  await expect(page.getByText('MOV videos are converted to MP4.')).toBeVisible();
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(page.getByText('Video title required')).toBeVisible();
  await page.getByLabel('Video title').fill('Receiving a delivery');
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(page.getByRole('progressbar', { name: 'Video upload' })).toBeVisible();
  await expect(page.getByText('Upload complete')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Video processing' })).toBeVisible();
  await expect(page.getByText('Ready')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Create Entry' }).click();
  await expectToast(page, { title: 'Entry created' });

  await page.goto(`/help-desk/${encodeURIComponent(category)}`);
  await page.getByRole('button', { name: /How do I receive a delivery/ }).click();
  // Our own video plays in the entry itself (a tab of its own would be sandboxed away from it).
  await expect(page.getByRole('link', { name: 'Video Tutorial' })).toHaveCount(0);
  const embedded = page.locator('video[aria-label^="Video Tutorial"]');
  await expect(embedded).toBeVisible();
  const href = (await embedded.getAttribute('src')) ?? '';
  expect(href).toMatch(/^\/api\/helpdesk\/videos\/[A-Za-z0-9_-]{11}$/);
  const played = await page.request.get(href, { headers: { range: 'bytes=0-1023' } });
  expect(played.status()).toBe(206);
  expect(played.headers()['content-type']).toBe('video/mp4');
  // The strict headers stay on the file itself.
  expect(played.headers()['content-security-policy']).toContain('sandbox');
  expect(played.headers()['cross-origin-resource-policy']).toBe('same-origin');
  await embedded.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => embedded.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);

  // A weekly quiz on this video (ADR 056) plays it in the quiz page's HTML5 player, which reports
  // what it played (ADR 082); playing it to the end unlocks the questions. The quiz and the watch
  // count are answered at the network layer, so the week's real active quiz, which other specs
  // use, stays as it is.
  const quiz: PublicQuiz = {
    id: 987654,
    title: 'Receiving a delivery',
    videoId: href,
    isActive: true,
    weekStart: '2026-11-23',
    weekEnd: '2026-11-29',
    questions: [],
    questionCount: 1,
    isUnlocked: false,
  };
  await page.route('**/api/quizzes/987654', (route) => route.fulfill({ json: quiz }));
  await page.route('**/api/quizzes/987654/watch', (route) => {
    const report = route.request().postDataJSON() as { durationSeconds: number; ranges: [number, number][] };
    const watchedSeconds = report.ranges.reduce((sum, [start, end]) => sum + end - start, 0);
    const fraction = watchedSeconds / report.durationSeconds;
    return route.fulfill({
      json: {
        watchedSeconds,
        durationSeconds: report.durationSeconds,
        fraction,
        isUnlocked: fraction >= 0.9,
        accepted: true,
      },
    });
  });
  await page.goto('/quiz/987654');
  const player = page.locator(`video[src="${href}"]`);
  await expect(player).toBeVisible();
  await expect(page.getByText('Watch 90% of the video to unlock the quiz')).toBeVisible();
  await player.evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < 1) await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve));
    element.muted = true;
    await element.play();
  });
  await expect(page.getByText('Quiz unlocked')).toBeVisible({ timeout: 15_000 });
});

test('shows No Categories Available, and admin screens only to admins, on a phone too', async ({
  page,
  createUser,
  signIn,
}) => {
  const staff = await createUser('associate');
  await signIn(staff, null);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/api/helpdesk/categories', (route) => route.fulfill({ json: [] }));
  await page.goto('/help-desk');
  await expect(page.getByText('No Categories Available')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/admin/help-desk');
  await expect(page.getByRole('heading', { name: /Access Denied/ })).toBeVisible();
});

test('an admin fixes an entry and deletes it after confirming', async ({ page, request, createUser, signIn }) => {
  const category = unique('Fixes');
  const admin = await createUser('admin');
  const created = await request.post('/api/helpdesk/create', {
    headers: await authHeaders(request, admin),
    multipart: { category, question: 'Teh typo question', answer: 'An answer.' },
  });
  expect(created.status()).toBe(201);
  await signIn(admin, '/admin/help-desk');
  // The entries' category picker (the new-entry form has a Category field too), once loaded.
  await page.getByLabel('Category', { exact: true }).and(page.locator('select')).selectOption(category);
  await page.getByRole('button', { name: 'Edit Teh typo question' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit entry' });
  await editor.getByLabel('Question', { exact: true }).fill('The fixed question');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, { title: 'Entry updated' });
  await expect(editor).toBeHidden();

  await page.getByRole('button', { name: 'Delete The fixed question' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Delete The fixed question' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete The fixed question' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, { title: 'Entry deleted' });
  await page.goto(`/help-desk/${encodeURIComponent(category)}`);
  await expect(page.getByText('No Questions Available')).toBeVisible();
});
