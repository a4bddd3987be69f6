import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

/** Tag DIMARGIN (spec 03): admin only; the admin panel's card leads here. */
export const marginTagsArea = defineClientArea({
  name: 'margin-tags',
  routes: [
    {
      path: '/tag-dimargin',
      title: 'Tag DIMARGIN',
      page: lazyPage(() => import('./pages/tag-dimargin-page'), 'TagDimarginPage'),
      isAdminOnly: true,
    },
  ],
});
