import { setTimeout as delay } from 'node:timers/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { AdminQuiz, PastQuiz } from '../../src/shared/quizzes/schemas';
import { authHeaders, type AuthHeaders } from './api';
import { E2E_ADMIN } from './e2e-env';
import { expect } from './fixtures';

/** The impacts that fail a screen (issue 17 §6); moderate and minor ones are reported by axe only. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page (or on `include` only) and fails, softly, on any serious or critical
 * violation, and on an `aria-describedby` / `aria-labelledby` naming an element that does not
 * exist (axe tolerates one dangling id among several; assistive technology reads nothing).
 */
export async function expectAccessible(page: Page, what: string, include?: string) {
  let builder = new AxeBuilder({ page });
  // With no frame inside the page, axe.run in the page checks exactly what runPartial and finishRun
  // do, without the blank page that finishRun opens for every check (half the time of a check).
  if (page.frames().length === 1) builder = builder.setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`.trim())
          .join(' | ')}`,
    );
  expect.soft(blocking, `${what}: serious or critical axe violations`).toEqual([]);
  expect.soft(await danglingIdReferences(page), `${what}: aria references to missing ids`).toEqual([]);
}

function danglingIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-describedby], [aria-labelledby]')].flatMap((element) =>
      ['aria-describedby', 'aria-labelledby'].flatMap((attribute) =>
        (element.getAttribute(attribute) ?? '')
          .split(/\s+/)
          .filter((id) => id && !document.getElementById(id))
          .map((id) => `<${element.tagName.toLowerCase()} id="${element.id}"> ${attribute}="${id}"`),
      ),
    ),
  );
}

const requestsInFlight = new WeakMap<Page, Set<Request>>();

/** Starts following the page's requests, once per page, so openScreen can tell when they stop. */
function followRequests(page: Page): Set<Request> {
  let inFlight = requestsInFlight.get(page);
  if (!inFlight) {
    const requests = new Set<Request>();
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    requestsInFlight.set(page, requests);
    inFlight = requests;
  }
  return inFlight;
}

/**
 * How long the page must have had no request in flight to count as loaded: a screen's data is
 * asked for as soon as its chunk has run, well within this. (Playwright's `networkidle` waits a
 * fixed 500 ms, on each of some 150 screens.)
 */
const QUIET_MS = 250;

/**
 * Opens a screen and waits until it has stopped loading: no request in flight for QUIET_MS, no
 * spinner, a heading.
 */
export async function openScreen(page: Page, path: string) {
  const inFlight = followRequests(page);
  await page.goto(path);
  const deadline = Date.now() + 20_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (inFlight.size > 0) quietSince = Date.now();
    if (Date.now() > deadline)
      throw new Error(`${path} still loading after 20 s: ${[...inFlight].map((request) => request.url()).join(', ')}`);
    await delay(25);
  }
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
}

/**
 * A stand-in for the YouTube IFrame API (the machine has no network): a silent player that is
 * ready at once, so the quiz screens render as they do for people.
 */
export async function standInYouTube(page: Page) {
  await page.route(/^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)\//, (route) =>
    route.request().url() === 'https://www.youtube.com/iframe_api'
      ? route.fulfill({
          contentType: 'text/javascript',
          body: `window.YT = { PlayerState: { ENDED: 0, PLAYING: 1 }, Player: class {
            constructor(element, options) {
              const box = document.createElement('div');
              box.textContent = 'Video ' + options.videoId;
              box.style.cssText = 'color:white;padding:1rem';
              element.replaceWith(box);
              this.box = box;
              setTimeout(() => options.events && options.events.onReady && options.events.onReady({ target: this }), 50);
            }
            getDuration() { return 120; }
            getCurrentTime() { return 0; }
            destroy() { this.box.remove(); }
          } };
          window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();`,
        })
      : route.abort(),
  );
}

/** Real ids for the screens whose route has parameters, read from the API. */
export interface ScreenIds {
  quizId: string;
  pastQuizId: string;
}

/**
 * Where each parametrised route takes its parameters from. A screen added later with a parameter
 * must be named here: the accessibility spec fails on a parametrised route it cannot fill.
 */
export const ROUTE_PARAMETERS: Record<string, (ids: ScreenIds) => Record<string, string>> = {
  '/quiz/:id': (ids) => ({ id: ids.quizId }),
  '/quizzes/:id': (ids) => ({ id: ids.quizId }),
  '/training-archive/:id': (ids) => ({ id: ids.pastQuizId }),
  // A category with no entries still shows the page, its search and its empty state.
  '/help-desk/:category': () => ({ category: 'POS' }),
};

/** `/quiz/:id` with its parameters filled in, or null when the route is not in ROUTE_PARAMETERS. */
export function fillRoute(path: string, ids: ScreenIds): string | null {
  if (!path.includes(':')) return path;
  const parameters = ROUTE_PARAMETERS[path]?.(ids);
  if (!parameters) return null;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(parameters[name] ?? `:${name}`));
}

/** A quiz to show (creating one only when the server has none at all) and a past one if any. */
export async function readScreenIds(request: APIRequestContext): Promise<ScreenIds> {
  const admin: AuthHeaders = await authHeaders(request, E2E_ADMIN);
  let quizzes = (await (await request.get('/api/quizzes', { headers: admin })).json()) as AdminQuiz[];
  if (quizzes.length === 0) {
    const created = await request.post('/api/quizzes', {
      headers: admin,
      data: {
        title: 'Reading a Shelf Label',
        videoId: 'M7lc1UVf-VE',
        questions: [
          { text: 'Where is the price?', options: ['Top', 'Bottom', 'Left', 'Right'], correctAnswerIndex: 1 },
        ],
      },
    });
    expect(created.status(), 'create a quiz to show').toBe(201);
    quizzes = [(await created.json()) as AdminQuiz];
  }
  const past = (await (await request.get('/api/quizzes/past', { headers: admin })).json()) as PastQuiz[];
  const quiz = quizzes.find((candidate) => candidate.isActive) ?? quizzes[0];
  return { quizId: String(quiz?.id), pastQuizId: String(past[0]?.id ?? quiz?.id) };
}

/**
 * Whether the focused element shows a focus indicator: an outline or a ring (box-shadow) that
 * the same element does not have unfocused is what Tailwind's focus-visible styles draw.
 */
export function hasVisibleFocus(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  });
}

/** A short description of the focused element, for messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '(nothing)';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}> ${name}`;
  });
}

/**
 * How much of the focused element the page's sticky bars (the wizard's Previous/Next bar, the
 * phone's top bar) cover, in CSS pixels of height: 0 when it is fully clear (WCAG 2.2 2.4.11).
 */
export function focusedOverlapWithStickyBars(page: Page): Promise<number> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 0;
    const rect = element.getBoundingClientRect();
    let covered = 0;
    for (const bar of document.querySelectorAll('body *')) {
      if (getComputedStyle(bar).position !== 'sticky' || bar.contains(element)) continue;
      const box = bar.getBoundingClientRect();
      const width = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
      const height = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
      if (width > 0 && height > 0) covered = Math.max(covered, height);
    }
    return covered;
  });
}
