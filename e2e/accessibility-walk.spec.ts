import { APP_ROUTES } from '../src/client/app/client-areas';
import { formatPageTitle } from '../src/client/app/page-title';
import type { AppRoute } from '../src/client/lib/areas/client-area';
import {
  expectAccessible,
  installFocusInspector,
  openScreen,
  readPageStructure,
  readScreenIds,
  ROUTE_PARAMETERS,
  standInYouTube,
  sweepFocusIndicators,
  walkTabStops,
  type ScreenIds,
} from './support/accessibility';
import { expect, test } from './support/fixtures';
import type { Role } from './support/users';

/**
 * Issues 17 §6 and 31: axe-core and what axe does not see, on every screen, as an associate and
 * as an admin, at 1280 px and at 390 px (the phone project runs the tests tagged @phone). One
 * signed-in page per test walks its share of the routes, opening each screen once for all checks:
 * - no serious or critical axe violation, no aria reference to a missing id (before any focus moves);
 * - its own title, "<Screen> — Mission Control" (WCAG 2.4.2), 404 and Access Denied included;
 * - exactly one h1, and no heading more than one level below the one before it (1.3.1);
 * - every field, search boxes included, has a label and not only a placeholder (1.3.1, 3.3.2);
 * - every focusable element shows a focus indicator of at least 3:1 against what it is drawn on
 *   (2.4.7, 1.4.11): on the desktop each element is focused in turn;
 * - on the phone, Tab and then Shift+Tab go through every stop with real key presses, and no
 *   focused element is covered by the sticky top bar or any fixed element (2.4.11), and every
 *   indicator is measured there too.
 * Each role's routes are split over several tests (see sharesOf), so both workers share the load.
 */

const WIDTHS = [
  { name: 'desktop', tag: '', shares: 2 },
  { name: 'phone', tag: ' @phone', shares: 4 },
] as const;
const UNKNOWN_ROUTE: AppRoute = {
  path: '/no-such-screen',
  title: 'Page Not Found',
  page: APP_ROUTES[0]?.page as AppRoute['page'],
};
/**
 * A role's routes dealt into `count` shares, so the workers split the load: the phone walk presses
 * Tab both ways through every stop and takes several times the desktop sweep, so it has four.
 */
function sharesOf(count: number): readonly { role: Role; part: string; routes: readonly AppRoute[] }[] {
  const routes = [...APP_ROUTES, UNKNOWN_ROUTE];
  return (['associate', 'admin'] as const).flatMap((role) =>
    Array.from({ length: count }, (_, share) => ({
      role,
      part: ` (part ${share + 1} of ${count})`,
      routes: routes.filter((_, index) => index % count === share),
    })),
  );
}

function titleOf(route: AppRoute, params: Record<string, string>): string {
  return typeof route.title === 'string' ? route.title : route.title(params);
}

function fill(route: AppRoute, ids: ScreenIds): { path: string; params: Record<string, string> } {
  const params = ROUTE_PARAMETERS[route.path]?.(ids) ?? {};
  return {
    path: route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `:${name}`)),
    params,
  };
}

test.describe.configure({ mode: 'parallel' });

test('every screen has a title of its own; aliases of one screen share it', () => {
  const byTitle = new Map<string, AppRoute['page']>();
  const clashes: string[] = [];
  for (const route of APP_ROUTES) {
    const title = titleOf(route, { category: 'POS' });
    const owner = byTitle.get(title);
    if (owner !== undefined && owner !== route.page) clashes.push(`${route.path}: "${title}"`);
    byTitle.set(title, route.page);
  }
  expect(clashes).toEqual([]);
  expect([...byTitle.keys()]).not.toContain('Access Denied');
  expect([...byTitle.keys()]).not.toContain('Page Not Found');
});

for (const width of WIDTHS) {
  for (const share of sharesOf(width.shares)) {
    test(`every screen passes axe, is titled, has one h1, no heading skip and visible, unobscured focus as an ${share.role}${share.part}${width.tag}`, async ({
      page,
      request,
      createUser,
      signIn,
    }) => {
      // A share with the long lists (Shopify categories, users) takes 3 minutes on the phone, 6 on a slow machine.
      test.setTimeout(600_000);
      const ids = await readScreenIds(request);
      await standInYouTube(page);
      await installFocusInspector(page);
      await signIn(await createUser(share.role), null);
      // The associate's admin-only routes all show one Access Denied screen: each is checked for
      // its title and heading, and the screen itself once per share.
      let hasCheckedDenied = false;
      for (const route of share.routes) {
        const { path, params } = fill(route, ids);
        await test.step(path, async () => {
          await openScreen(page, path);
          const isDenied = route.isAdminOnly === true && share.role !== 'admin';
          const isSeen = isDenied && hasCheckedDenied;
          hasCheckedDenied ||= isDenied;
          if (!isSeen) await expectAccessible(page, `${path} as an ${share.role} (${width.name})`);
          const structure = await readPageStructure(page);
          expect
            .soft(structure.title, `${path}: document.title`)
            .toBe(formatPageTitle(isDenied ? 'Access Denied' : titleOf(route, params)));
          expect.soft(structure.h1s, `${path}: exactly one h1`).toHaveLength(1);
          if (isSeen) return;
          expect.soft(structure.skips, `${path}: heading levels skipped`).toEqual([]);
          expect.soft(structure.unlabelled, `${path}: fields without a label`).toEqual([]);
          if (width.name === 'desktop') {
            expect.soft(await sweepFocusIndicators(page), `${path}: focus indicators`).toEqual([]);
          } else {
            // Forwards through every stop (up to 200), then back round: going up, the sticky bars
            // are passed the other way.
            const forwards = await walkTabStops(page);
            const backwards = await walkTabStops(page, { backwards: true });
            expect.soft([...new Set([...forwards, ...backwards])], `${path}: focus walking Tab both ways`).toEqual([]);
          }
        });
      }
    });
  }
}
