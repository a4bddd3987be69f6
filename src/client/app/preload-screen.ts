import { useEffect, useState } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { readAuthToken } from '#client/lib/auth-token';
import type { PageComponent } from '#client/lib/areas/lazy-page';
import { hasSignedInHint } from '#client/lib/signed-in-hint';
import { APP_ROUTES } from './client-areas';

type Parser = ReturnType<typeof useRouter>['parser'];

/** The signed-in screen a path shows (the first route that matches, as the router picks it). */
const pageAt = (parser: Parser, path: string) =>
  APP_ROUTES.find((route) => matchRoute(parser, route.path, path)[0])?.page;

/** Starts loading a screen's code; a failure is left to the visit, which loads it again. */
const preload = (page: PageComponent | undefined) => void page?.preload().catch(() => undefined);

/**
 * The first screen's code loads beside `GET /api/user` instead of after it: a browser that holds
 * a sign-in gets the screen its address names, any other the sign-in page. When the account is
 * there the screen shows at once instead of suspending (ADR 097).
 */
export function usePreloadFirstScreen(signInPage: PageComponent) {
  const [location] = useLocation();
  // The address the app started at: a later navigation loads its own screen.
  const [firstLocation] = useState(location);
  const { parser } = useRouter();
  useEffect(() => {
    const holdsSignIn = hasSignedInHint() || readAuthToken() !== null;
    preload(holdsSignIn ? pageAt(parser, firstLocation) : signInPage);
  }, [firstLocation, parser, signInPage]);
}

/**
 * A link's screen starts loading when the pointer comes to the link or presses it, before the
 * click lands (ADR 097): one listener for every link of the app, the side menu's and the screens'.
 */
export function usePreloadLinkTargets() {
  const { parser } = useRouter();
  useEffect(() => {
    // The pointer crossing a link's icon and text sends several events: its path is matched once.
    let lastPath: string | null = null;
    const onPointer = (event: PointerEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (link.pathname === lastPath) return;
      lastPath = link.pathname;
      preload(pageAt(parser, link.pathname));
    };
    document.addEventListener('pointerover', onPointer, { passive: true });
    document.addEventListener('pointerdown', onPointer, { passive: true });
    return () => {
      document.removeEventListener('pointerover', onPointer);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [parser]);
}
