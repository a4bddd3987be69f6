import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/auth-context';
import { AccessDenied } from './access-denied';
import { lazyPage } from '../lib/areas/lazy-page';
import { NotFoundPage } from './not-found-page';
import { APP_ROUTES } from './client-areas';
import { PageTitle } from './page-title';
import { AppShell } from './shell/app-shell';

const PasswordChangePage = lazyPage(() => import('../features/auth/pages/password-change-page'), 'PasswordChangePage');
const TwoFactorRequiredPage = lazyPage(
  () => import('../features/auth/pages/two-factor-required-page'),
  'TwoFactorRequiredPage',
);

/** Every route but /auth (spec 01 §2.2): spinner while loading, /auth when signed out. */
export function ProtectedArea() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner label="Loading your account" isFullScreen />;
  if (!user) return <Redirect to="/auth" replace />;
  if (user.mustChangePassword) {
    // The server refuses everything else with 403 until the temporary password is replaced.
    return (
      <Suspense fallback={<PageSpinner isFullScreen />}>
        <PageTitle name="Change Your Password" />
        <PasswordChangePage />
      </Suspense>
    );
  }
  if (user.mustSetUpTwoFactor) {
    // REQUIRE_ADMIN_2FA: the server refuses everything else with 403 until it is on.
    return (
      <Suspense fallback={<PageSpinner isFullScreen />}>
        <PageTitle name="Turn On Two-Factor Sign-In" />
        <TwoFactorRequiredPage />
      </Suspense>
    );
  }
  const isAdmin = user.role === 'admin';
  return (
    <AppShell>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {APP_ROUTES.map(({ path, page: Page, isAdminOnly, title }) => (
            <Route key={path} path={path}>
              {(params) =>
                isAdminOnly && !isAdmin ? (
                  <AccessDenied />
                ) : (
                  <>
                    <PageTitle name={typeof title === 'string' ? title : title(params)} />
                    <Page />
                  </>
                )
              }
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </AppShell>
  );
}
