import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { lazyPage } from '../lib/areas/lazy-page';
import { PageTitle } from './page-title';
import { usePreloadFirstScreen, usePreloadLinkTargets } from './preload-screen';
import { ProtectedArea } from './protected-area';

const AuthPage = lazyPage(() => import('../features/auth/pages/auth-page'), 'AuthPage');

export function AppRouter() {
  usePreloadFirstScreen(AuthPage);
  usePreloadLinkTargets();
  return (
    <Switch>
      <Route path="/auth">
        <Suspense fallback={<PageSpinner isFullScreen />}>
          <PageTitle name="Sign In" />
          <AuthPage />
        </Suspense>
      </Route>
      <Route>
        <ProtectedArea />
      </Route>
    </Switch>
  );
}
