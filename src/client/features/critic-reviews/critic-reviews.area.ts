import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

/** Critic reviews (spec 03 "Critic Reviews"): the hub and its three screens. */
export const criticReviewsArea = defineClientArea({
  name: 'critic-reviews',
  routes: [
    {
      path: '/critic-reviews',
      title: 'Critic Reviews',
      page: lazyPage(() => import('./pages/critic-reviews-hub-page'), 'CriticReviewsHubPage'),
    },
    {
      path: '/critic-reviews/manual',
      title: 'Critic Reviews: Manual Lookup',
      page: lazyPage(() => import('./pages/manual-lookup-page'), 'ManualLookupPage'),
    },
    {
      path: '/critic-reviews/queue',
      title: 'Critic Review Queue',
      page: lazyPage(() => import('./pages/critic-queue-page'), 'CriticQueuePage'),
    },
    {
      path: '/critic-reviews/add-to-queue',
      title: 'Add to Critic Review Queue',
      page: lazyPage(() => import('./pages/add-to-critic-queue-page'), 'AddToCriticQueuePage'),
    },
  ],
});
