import { setTimeout as delay } from 'node:timers/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, CDPSession, Locator, Page, Request } from '@playwright/test';
import type { AdminQuiz, PastQuiz } from '#shared/quizzes/schemas';
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
  builder = builder.options({ resultTypes: ['violations'] });
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
 * ready at once, so the quiz screens render as they do for people; a playing one plays an 8 s video
 * at 2×, as fast as the server counts watched time (ADR 082).
 */
export async function standInYouTube(page: Page, { isPlaying = false } = {}) {
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
            getDuration() { return 8; }
            getCurrentTime() { return ${isPlaying ? 'Math.min(8, ((performance.now() - (this.started ??= performance.now())) / 1000) * 2)' : '0'}; }
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

/** What the page says about itself: its title, its level-one headings and its heading outline. */
export interface PageStructure {
  title: string;
  h1s: string[];
  /** "h2 'Stores' after h4": each heading more than one level below the one before it. */
  skips: string[];
  /** Text fields, search boxes and selects named by nothing but a placeholder, or by nothing. */
  unlabelled: string[];
}

/** Reads the title, the h1s and the heading levels (visible headings, dialogs' included). */
export function readPageStructure(page: Page): Promise<PageStructure> {
  return page.evaluate(() => {
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) &&
      !element.closest('[aria-hidden="true"], [inert]');
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(shown);
    const levelOf = (element: Element) =>
      element.getAttribute('role') === 'heading'
        ? Number(element.getAttribute('aria-level') ?? '2')
        : Number(element.tagName.slice(1));
    const text = (element: Element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const skips: string[] = [];
    let previous = 0;
    for (const heading of headings) {
      const level = levelOf(heading);
      if (level > previous + 1)
        skips.push(`h${level} '${text(heading)}' after ${previous ? `h${previous}` : 'the start'}`);
      previous = level;
    }
    const unlabelled = [
      ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        'input:not([type="hidden"], [type="submit"], [type="button"], [type="reset"], [type="image"]), select, textarea',
      ),
    ]
      .filter(shown)
      .filter(
        (control) =>
          (control.labels?.length ?? 0) === 0 &&
          !control.getAttribute('aria-label')?.trim() &&
          !control.getAttribute('aria-labelledby') &&
          !control.getAttribute('title')?.trim(),
      )
      .map(
        (control) =>
          `<${control.tagName.toLowerCase()} id="${control.id}" placeholder="${control.getAttribute('placeholder') ?? ''}">`,
      );
    return {
      title: document.title,
      h1s: headings.filter((heading) => levelOf(heading) === 1).map(text),
      skips,
      unlabelled,
    };
  });
}

/** One focus stop: where focus went and what was wrong with it there. */
export interface FocusStop {
  /** A number given to the element at its first stop, to tell a cycle. */
  key: string;
  what: string;
  /**
   * What marks focus there: an outline (what forced-colours mode keeps), only a box-shadow ring
   * (which forced-colours mode drops), or nothing.
   */
  indicator: 'outline' | 'box-shadow' | 'none';
  problems: string[];
}

/**
 * Looks at the focused element (or the option it points to with aria-activedescendant) and
 * reports, beyond axe: no focus indicator; an indicator that is only a box-shadow ring, which
 * forced-colours mode does not draw (one outline style for every control, ADR 071); an indicator
 * under 3:1 against what it is drawn on (WCAG 1.4.11); the element covered by a fixed or sticky element that is on top of it (2.4.11).
 * Colours are read through a canvas, so every CSS colour form (oklch included) and translucency
 * are measured as drawn.
 */
function defineFocusInspector() {
  /**
   * The page's fixed and sticky elements, found once and again only after the document changes:
   * reading every element's style at each stop made a stop cost as much as the page is long.
   * Only the inspector's own stop numbers are left out of "changes".
   */
  let pinned: HTMLElement[] | null = null;
  const forget = (records: MutationRecord[]) => {
    if (records.some((record) => record.attributeName !== 'data-a11y-stop')) pinned = null;
  };
  const changes = new MutationObserver(forget);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // A media query can pin or unpin an element with no change to the document.
  window.addEventListener('resize', () => (pinned = null));
  const pinnedElements = () => {
    // Changes made earlier in the same task (a focus handler's) are not delivered yet.
    forget(changes.takeRecords());
    return (pinned ??= [...document.querySelectorAll<HTMLElement>('body *')].filter((candidate) => {
      const position = getComputedStyle(candidate).position;
      return position === 'fixed' || position === 'sticky';
    }));
  };

  (window as unknown as { __a11yInspect: () => FocusStop | null }).__a11yInspect = () => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body || focused === document.documentElement) return null;
    const win = window as unknown as { __a11yStops?: number };
    focused.dataset.a11yStop ??= String((win.__a11yStops = (win.__a11yStops ?? 0) + 1));
    const activeId = focused.getAttribute('aria-activedescendant');
    const element = (activeId && document.getElementById(activeId)) || focused;
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    const what = `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}${
      element.getAttribute('role') ? ` role="${element.getAttribute('role')}"` : ''
    }> ${name.slice(0, 40)}`;
    const problems: string[] = [];

    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    const paint = (color: string) => {
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
    };
    const read = () => [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    /** The colour behind `from`: every background from the page down to it, composited. */
    const backdrop = (from: Element | null) => {
      const chain: Element[] = [];
      for (let node = from; node; node = node.parentElement) chain.unshift(node);
      context.globalCompositeOperation = 'source-over';
      paint('#fff');
      for (const node of chain) paint(getComputedStyle(node).backgroundColor);
      return read();
    };
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((value) => {
        const channel = (value ?? 0) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
    };
    const ratio = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };

    // The indicator as it ends up, not part-way through a colour transition.
    for (const animation of element.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    const style = getComputedStyle(element);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadowColor = (style.boxShadow.match(/(rgba?|oklch|oklab|lab|lch|color)\([^)]*\)/g) ?? []).find((color) => {
      paint('rgba(0,0,0,0)');
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return (context.getImageData(0, 0, 1, 1).data[3] ?? 0) > 0;
    });
    const indicator = hasOutline ? 'outline' : shadowColor ? 'box-shadow' : 'none';
    if (indicator === 'none') problems.push('no focus indicator');
    else {
      if (indicator === 'box-shadow') problems.push('focus indicator only a box-shadow (not drawn in forced colours)');
      const inside = hasOutline ? parseFloat(style.outlineOffset) < 0 : /inset/.test(style.boxShadow);
      const behind = backdrop(inside ? element : element.parentElement);
      paint(hasOutline ? style.outlineColor : (shadowColor ?? ''));
      const contrast = ratio(read(), behind);
      if (contrast < 3) problems.push(`focus indicator ${contrast.toFixed(2)}:1`);
    }

    // Covered: a fixed or sticky element that does not hold it, on top of part of it.
    const rect = element.getBoundingClientRect();
    for (const bar of pinnedElements()) {
      if (bar.contains(element) || element.contains(bar)) continue;
      const box = bar.getBoundingClientRect();
      const left = Math.max(rect.left, box.left);
      const right = Math.min(rect.right, box.right);
      const top = Math.max(rect.top, box.top);
      const bottom = Math.min(rect.bottom, box.bottom);
      if (right - left < 1 || bottom - top < 1) continue;
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (hit && bar.contains(hit) && !element.contains(hit))
        problems.push(
          `${Math.round(bottom - top)} px under <${bar.tagName.toLowerCase()} class="${bar.className}">`.slice(0, 160),
        );
    }
    return { key: focused.dataset.a11yStop, what, indicator, problems };
  };
  // While a walk runs, each stop is inspected when the next Tab goes down: by then the browser
  // has finished scrolling for it (the focus events themselves come before that scroll).
  const log = window as unknown as { __a11yWalk?: { stops: FocusStop[] } };
  window.addEventListener(
    'keydown',
    (event) => {
      if (!log.__a11yWalk || event.key !== 'Tab') return;
      const stop = (window as unknown as { __a11yInspect: () => FocusStop | null }).__a11yInspect();
      if (stop) log.__a11yWalk.stops.push(stop);
    },
    true,
  );
}

/** Makes `inspectFocus` available in every document the page loads; call once per page. */
export async function installFocusInspector(page: Page): Promise<void> {
  await page.addInitScript(defineFocusInspector);
}

export function inspectFocus(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => (window as unknown as { __a11yInspect: () => FocusStop | null }).__a11yInspect());
}

/**
 * Presses Tab (or Shift+Tab) through every stop of the page until focus comes back round, and
 * returns each stop's problems. Real key presses: the browser scrolls for focus as it does for people.
 */
export async function walkTabStops(page: Page, { backwards = false, limit = 200 } = {}): Promise<string[]> {
  const stops = await collectTabStops(page, { backwards, limit });
  return [...new Set(stops.flatMap((stop) => stop.problems.map((problem) => `${stop.what}: ${problem}`)))];
}

/** The key events of Tab and Shift, as Playwright's keyboard sends them to Chromium. */
const TAB = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
const SHIFT = { key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16, nativeVirtualKeyCode: 16, location: 1 };
/** Chromium's modifier bit for Shift. */
const SHIFT_MODIFIER = 8;

/**
 * Presses Tab (or Shift+Tab) `count` times through the browser's input pipeline, as
 * `page.keyboard.press` does, but without waiting for each press before sending the next:
 * Chromium queues the events and handles them in order, so a page of 200 stops takes a fraction of
 * a second instead of a round trip and a frame per press (ADR 089).
 */
async function pressTabs(cdp: CDPSession, count: number, backwards: boolean): Promise<void> {
  const modifiers = backwards ? SHIFT_MODIFIER : 0;
  const sends: Promise<unknown>[] = [];
  if (backwards) sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', modifiers, ...SHIFT }));
  for (let press = 0; press < count; press += 1) {
    sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', modifiers, ...TAB }));
    sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', modifiers, ...TAB }));
  }
  if (backwards) sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', modifiers: 0, ...SHIFT }));
  await Promise.all(sends);
}

/**
 * Presses Tab (or Shift+Tab) until focus comes back round, or `limit` presses, and returns each
 * stop once, inspected where the browser left it.
 */
export async function collectTabStops(page: Page, { backwards = false, limit = 200 } = {}): Promise<FocusStop[]> {
  type Walk = { __a11yWalk?: { stops: FocusStop[] } };
  await page.evaluate(() => {
    (window as unknown as Walk).__a11yWalk = { stops: [] };
  });
  const cdp = await page.context().newCDPSession(page);
  const seen: FocusStop[] = [];
  let first: string | undefined;
  const BATCH = 25;
  try {
    for (let press = 0; press < limit; press += BATCH) {
      await pressTabs(cdp, Math.min(BATCH, limit - press), backwards);
      // The stops before the current one; the current one is inspected by the next Tab.
      const stops = await page.evaluate(() => (window as unknown as Walk).__a11yWalk?.stops.splice(0) ?? []);
      for (const stop of stops) {
        if (stop.key === first) return seen;
        first ??= stop.key;
        seen.push(stop);
      }
    }
    const last = await inspectFocus(page);
    if (last) seen.push(last);
    return seen;
  } finally {
    await cdp.detach();
    await page.evaluate(() => {
      delete (window as unknown as Walk).__a11yWalk;
    });
  }
}

/**
 * Focuses every focusable element of the page in turn (after one Tab, so the browser shows focus
 * as for the keyboard) and returns each one's indicator problems: the fast sweep for the desktop,
 * where no bar is sticky.
 */
export async function sweepFocusIndicators(page: Page): Promise<string[]> {
  await page.locator('body').press('Tab');
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
    const targets = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) &&
        !element.closest('[inert], [aria-hidden="true"]'),
    );
    const inspect = (window as unknown as { __a11yInspect: () => FocusStop | null }).__a11yInspect;
    const problems: string[] = [];
    for (const element of targets) {
      element.focus();
      const stop = inspect();
      if (stop) for (const problem of stop.problems) problems.push(`${stop.what}: ${problem}`);
    }
    return problems;
  });
}

/**
 * Each control in `scope` marked `aria-invalid` whose message is not named by its
 * `aria-describedby` (WCAG 3.3.1): no reference, a missing element, or one with no text.
 */
export function undescribedErrors(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll('[aria-invalid="true"]')].flatMap((control) => {
      const texts = (control.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '');
      return texts.some((text) => text.length > 0) ? [] : [`<${control.tagName.toLowerCase()} id="${control.id}">`];
    }),
  );
}

/** Whether a control is required for assistive technology and marked so beside its visible label. */
export function requiredMarking(control: Locator): Promise<{ ariaRequired: boolean; isMarked: boolean }> {
  return control.evaluate((element) => {
    const labels =
      element instanceof HTMLInputElement || element instanceof HTMLButtonElement ? [...(element.labels ?? [])] : [];
    return {
      ariaRequired: element.getAttribute('aria-required') === 'true' || element.hasAttribute('required'),
      isMarked: labels.some((label) => getComputedStyle(label, '::after').content.startsWith('"*"')),
    };
  });
}
