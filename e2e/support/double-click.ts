import type { Locator, Page, Request } from '@playwright/test';
import { expect } from './fixtures';
import { shownToasts } from './toasts';

/**
 * Double-clicks `button` and returns the write requests it sent to `path` (any method but GET),
 * once the first of them has been answered.
 */
export async function doubleClick(page: Page, button: Locator, path: string | RegExp) {
  const sent: Request[] = [];
  const matches = (request: Request) =>
    request.method() !== 'GET' &&
    (typeof path === 'string' ? new URL(request.url()).pathname === path : path.test(new URL(request.url()).pathname));
  const onRequest = (request: Request) => {
    if (matches(request)) sent.push(request);
  };
  page.on('request', onRequest);
  const answered = page.waitForResponse((response) => matches(response.request()));
  await button.dblclick();
  await answered;
  page.off('request', onRequest);
  return sent;
}

/** The one action sent one request, with an Idempotency-Key unless told, and nothing showed an error. */
export async function expectOneAction(page: Page, sent: Request[], { hasKey = true } = {}) {
  expect(sent, 'requests sent by the double click').toHaveLength(1);
  if (hasKey) expect(await sent[0]?.headerValue('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(shownToasts(page).filter((toast) => toast.variant === 'destructive')).toEqual([]);
}
