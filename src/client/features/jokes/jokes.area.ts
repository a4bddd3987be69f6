import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';
import { JokeCard } from './components/joke-card';

/** Joke of the Day (spec 01 §2.6) and its administration. */
export const jokesArea = defineClientArea({
  name: 'jokes',
  routes: [
    {
      path: '/admin/jokes',
      title: 'Jokes',
      page: lazyPage(() => import('./pages/jokes-admin-page'), 'JokesAdminPage'),
      isAdminOnly: true,
    },
  ],
  dashboardWidgets: [{ placement: 'grid', order: 10, component: JokeCard }],
});
