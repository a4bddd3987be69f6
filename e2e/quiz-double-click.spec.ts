import type { OutboxList } from '../src/shared/mail/outbox';
import type { AdminQuiz } from '../src/shared/quizzes/schemas';
import { addRosterEmployee, authHeaders, linkEmployeeAccount } from './support/api';
import { doubleClick, expectOneAction } from './support/double-click';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, expectToast, test } from './support/fixtures';
import { shownToasts } from './support/toasts';

/**
 * One click, one action (issue 26) on the quiz admin's Completion tab: Remind, double-clicked,
 * asks the server once and mails each person missing from this week's quiz once. It needs this
 * week's quiz, so it runs in the quiz projects, one spec at a time.
 */
test.describe.configure({ timeout: 90_000 });

test('Quiz admin: Remind reminds once', async ({ page, request, createUser, signIn }) => {
  const headers = await authHeaders(request, E2E_ADMIN);
  // This week's quiz: the newest of the week is the open one. A YouTube id needs no upload.
  const quizTitle = `Double reminder ${Date.now()}`;
  const created = await request.post('/api/quizzes', {
    headers,
    data: {
      title: quizTitle,
      videoId: 'dQw4w9WgXcQ',
      questions: [
        { text: 'How often to click?', options: ['Once', 'Twice', 'Thrice', 'Never'], correctAnswerIndex: 0 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(((await created.json()) as AdminQuiz).isActive).toBe(true);

  // An associate linked to a roster employee of this test's own, who has not taken the quiz.
  const associate = await createUser();
  const employee = await addRosterEmployee(request, headers, 'Remy Reminded');
  await linkEmployeeAccount(request, headers, employee.id, associate.username);

  await signIn(E2E_ADMIN, '/quiz-admin');
  await page.getByRole('tab', { name: 'Completion' }).click();
  await expect(page.getByText(quizTitle)).toBeVisible();
  const sent = await doubleClick(
    page,
    page.getByRole('button', { name: 'Remind', exact: true }),
    /^\/api\/quizzes\/\d+\/remind$/,
  );
  await expectToast(page, { title: 'Reminders Sent' });
  await expectOneAction(page, sent);
  expect(shownToasts(page).filter((toast) => toast.title === 'Reminders Sent')).toHaveLength(1);
  const outbox = (await (await request.get('/api/admin/outbox?limit=200', { headers })).json()) as OutboxList;
  expect(
    outbox.messages.filter(
      (mail) => mail.subject === `Reminder: this week's quiz, ${quizTitle}` && mail.to.includes(employee.email ?? ''),
    ),
  ).toHaveLength(1);
});
