// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const ScreenPage = () => <h1>The screen</h1>;

function renderInSuspense(Page: () => ReactElement) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('suspends on a first visit and shows the page once its module is there', async () => {
    const Page = lazyPage(async () => ({ ScreenPage }), 'ScreenPage');
    renderInSuspense(Page);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
  });

  it('shows a preloaded page at once, without its fallback, and loads the module once', async () => {
    const load = vi.fn(async () => ({ ScreenPage }));
    const Page = lazyPage(load, 'ScreenPage');
    await Promise.all([Page.preload(), Page.preload()]);
    renderInSuspense(Page);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ ScreenPage: typeof ScreenPage }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue({ ScreenPage });
    const Page = lazyPage(load, 'ScreenPage');
    await expect(Page.preload()).rejects.toThrow('network');
    renderInSuspense(Page);
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
