// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { lazyPage } from '#client/lib/areas/lazy-page';
import { APP_ROUTES } from './client-areas';
import { usePreloadFirstScreen, usePreloadLinkTargets } from './preload-screen';

const SignInPage = () => <h1>Sign in</h1>;
const signInPage = lazyPage(async () => ({ SignInPage }), 'SignInPage');

/** Spies on the preload of the screen at `path` (and of the sign-in page), loading nothing. */
function spyOnPreloads(path: string) {
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return {
    screen: vi.spyOn(route.page, 'preload').mockResolvedValue(undefined),
    signIn: vi.spyOn(signInPage, 'preload').mockResolvedValue(undefined),
  };
}

function Harness() {
  usePreloadFirstScreen(signInPage);
  usePreloadLinkTargets();
  return <a href="/label-queue">Label Queue</a>;
}

const renderAt = (path: string) =>
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <Harness />
    </Router>,
  );

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'mc_signed_in=; Path=/; Max-Age=0';
});

describe('preloading screens', () => {
  it('loads the screen the address names when the browser holds a sign-in', () => {
    document.cookie = 'mc_signed_in=1; Path=/';
    const preloads = spyOnPreloads('/products');
    renderAt('/products');
    expect(preloads.screen).toHaveBeenCalled();
    expect(preloads.signIn).not.toHaveBeenCalled();
  });

  it('loads the sign-in page instead when the browser holds no sign-in', () => {
    const preloads = spyOnPreloads('/products');
    renderAt('/products');
    expect(preloads.signIn).toHaveBeenCalled();
    expect(preloads.screen).not.toHaveBeenCalled();
  });

  it("loads a link's screen when the pointer comes to the link", () => {
    const preloads = spyOnPreloads('/label-queue');
    renderAt('/auth');
    expect(preloads.screen).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Label Queue' }));
    expect(preloads.screen).toHaveBeenCalledTimes(1);
  });
});
