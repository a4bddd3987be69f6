import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert, AlertDescription } from '#client/components/ui/alert';
import { forgetSessionEnded, hasSessionEnded, SESSION_ENDED_MESSAGE } from '#client/lib/session-ended';
import { Redirect, useSearch } from 'wouter';
import { PageSpinner } from '#client/components/ui/spinner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { useAuth } from '../auth-context';
import { InviteNotice } from '../components/invite-notice';
import { LoginForm } from '../components/login-form';
import { WelcomePanel } from '../components/welcome-panel';
import { readInvite } from '../read-invite';

export function AuthPage() {
  const { user, isLoading } = useAuth();
  const search = useSearch();
  // Read once: the temporary password is then dropped from the address bar and history.
  const [invite] = useState(() => readInvite(search));
  const [isAfterSessionEnd] = useState(hasSessionEnded);
  useEffect(forgetSessionEnded, []);

  useEffect(() => {
    if (invite) window.history.replaceState(window.history.state, '', '/auth');
  }, [invite]);

  if (isLoading) return <PageSpinner isFullScreen />;
  if (user) return <Redirect to="/" replace />;

  return (
    <main className="grid min-h-dvh grid-rows-[auto_1fr] lg:grid-cols-2 lg:grid-rows-1">
      <WelcomePanel />
      <div className="flex items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle className="text-2xl">Welcome</CardTitle>
            <CardDescription>Sign in to your account</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {isAfterSessionEnd && !invite ? (
              <Alert variant="info" role="status">
                <LogOut aria-hidden="true" />
                <AlertDescription>{SESSION_ENDED_MESSAGE}</AlertDescription>
              </Alert>
            ) : null}
            {invite ? <InviteNotice /> : null}
            <LoginForm invite={invite} />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
