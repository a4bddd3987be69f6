import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { lazyPage } from '../lib/areas/lazy-page';
import { ProtectedArea } from './protected-area';

const AuthPage = lazyPage(() => import('../features/auth/pages/auth-page'), 'AuthPage');

export function AppRouter() {
  return (
    <Switch>
      <Route path="/auth">
        <Suspense fallback={<PageSpinner isFullScreen />}>
          <AuthPage />
        </Suspense>
      </Route>
      <Route>
        <ProtectedArea />
      </Route>
    </Switch>
  );
}
