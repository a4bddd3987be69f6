import { expect, type Page } from '@playwright/test';

/**
 * Toasts (spec 01 §9) are hard to check by looking: one is visible at a time, a newer one replaces
 * it, it closes itself after 5 s, and Radix adds a screen-reader copy (role=status) that lives
 * about 1 s. On a busy machine a polling assertion on the screen can miss all of them. Instead,
 * every page of the e2e `page` fixture reports each toast it renders, as it renders it, to the
 * test process; tests assert on that record, which survives closing, replacement and reloads.
 */
export interface ShownToast {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

export interface ExpectedToast {
  title: string;
  /** Exact text, or a pattern; leave out to accept any description. */
  description?: string | RegExp;
  /** Leave out to accept either. */
  variant?: ShownToast['variant'];
}

interface ToastLog {
  shown: ShownToast[];
  /** Indexes in `shown` already matched by an expectation: each toast proves one expectation. */
  claimed: Set<number>;
}

const BINDING = '__e2eToastShown';
const logs = new WeakMap<Page, ToastLog>();

/**
 * Runs in the page, before any of its scripts: reports each toast once, and again if its text
 * changes. Observer callbacks run after the task that changed the DOM, so a toast that was added
 * and already replaced by then is read from the mutation records, not only from the document.
 */
function observeToasts(binding: string) {
  const TOAST = 'li[data-swipe-direction]'; // Radix's toast root; its announcer copy is a <span>.
  const reported = new WeakMap<Element, string>();
  const report = (window as unknown as Record<string, (toast: unknown) => void>)[binding];
  const consider = (item: Element) => {
    // The Toaster renders <li><div>{title}{description}</div><button Close/></li>.
    const [title, description] = Array.from(item.firstElementChild?.children ?? [], (part) => part.textContent ?? '');
    const toast = {
      title: title ?? '',
      description: description ?? '',
      variant: item.classList.contains('destructive') ? 'destructive' : 'default',
    };
    const signature = JSON.stringify(toast);
    if (reported.get(item) === signature) return;
    reported.set(item, signature);
    report?.(toast);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(TOAST)) consider(node);
        node.querySelectorAll(TOAST).forEach(consider);
      }
    }
    document.querySelectorAll(TOAST).forEach(consider);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Starts the record for a page; the `page` fixture calls it before the test opens anything. */
export async function recordToasts(page: Page) {
  const log: ToastLog = { shown: [], claimed: new Set() };
  logs.set(page, log);
  await page.exposeBinding(BINDING, (_source, toast: ShownToast) => {
    log.shown.push(toast);
  });
  await page.addInitScript(observeToasts, BINDING);
}

function logOf(page: Page): ToastLog {
  const log = logs.get(page);
  if (!log) throw new Error('This page records no toasts: use the `page` fixture of e2e/support/fixtures');
  return log;
}

/** Every toast the page has shown so far, in order. */
export const shownToasts = (page: Page): readonly ShownToast[] => [...logOf(page).shown];

const matches = (toast: ShownToast, expected: ExpectedToast) =>
  toast.title === expected.title &&
  (expected.variant === undefined || toast.variant === expected.variant) &&
  (expected.description === undefined ||
    (typeof expected.description === 'string'
      ? toast.description === expected.description
      : expected.description.test(toast.description)));

/**
 * Waits until the page has shown a toast like `expected` that no earlier call has matched, and
 * marks it matched: two calls with the same title need two toasts.
 */
export async function expectToast(page: Page, expected: ExpectedToast, options: { timeout?: number } = {}) {
  const log = logOf(page);
  await expect
    .poll(
      () => {
        const index = log.shown.findIndex((toast, at) => !log.claimed.has(at) && matches(toast, expected));
        if (index < 0) return log.shown.filter((_toast, at) => !log.claimed.has(at));
        log.claimed.add(index);
        return 'shown';
      },
      {
        message: `a toast ${JSON.stringify({ ...expected, description: String(expected.description ?? '*') })}`,
        // The record lives in this process: reading it costs nothing, so look often.
        intervals: [50, 100, 200],
        ...options,
      },
    )
    .toBe('shown');
}

/**
 * Closes every open toast with its Close button, and waits until none is left. On desktop widths
 * the toast viewport (bottom right, z-100) covers the wizard's sticky navigation: a user has to
 * close the toast, or wait 5 s, before reaching Next or Create Product. The click happens inside
 * the page in one step, so a toast that has just closed itself cannot make it fail.
 */
export async function closeToasts(page: Page) {
  const toasts = page.locator('li[data-swipe-direction]');
  await toasts
    .locator('button[aria-label="Close"]')
    .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
  await expect(toasts).toHaveCount(0);
}
