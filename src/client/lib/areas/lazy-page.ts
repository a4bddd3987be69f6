import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * Loads a page's module on first visit. Pages are named exports (no default exports), so the
 * export's name is given beside the import: `lazyPage(() => import('./x-page'), 'XPage')`.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  exportName: K,
): PageComponent {
  return lazy(async () => {
    const module = await load();
    return { default: module[exportName] };
  });
}
