import { createElement, lazy, type ComponentType } from 'react';

/** A screen whose module loads on first visit, or earlier with `preload()`. */
export interface PageComponent {
  (): ReturnType<typeof createElement>;
  /**
   * Starts loading the module (once; again after a failure). A page whose module is loaded when
   * it first renders shows at once: it does not suspend, so React does not hold it back behind a
   * fallback (React reveals suspended content no sooner than 300 ms after its fallback appeared).
   */
  preload(): Promise<void>;
}

/**
 * Loads a page's module on first visit. Pages are named exports (no default exports), so the
 * export's name is given beside the import: `lazyPage(() => import('./x-page'), 'XPage')`.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  exportName: K,
): PageComponent {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module[exportName]),
      (error: unknown) => {
        // A failed load (a network blip) is tried again by the next visit or preload.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  // Before its module is there, the page suspends; once it is, the page renders it directly.
  const Page = () => createElement(loaded ?? Suspending);
  return Object.assign(Page, { preload: async () => void (await preload()) });
}
