import { Logo } from '#client/components/logo';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { useAuth } from '../auth-context';
import { TwoFactorPanel } from '../components/two-factor-panel';

/** Everything an admin without two-factor sign-in can reach while REQUIRE_ADMIN_2FA is on. */
export function TwoFactorRequiredPage() {
  const { logoutMutation } = useAuth();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-sidebar p-4">
      <div className="flex items-center gap-3 text-white" aria-hidden="true">
        <Logo />
        <span className="text-lg font-semibold">Mission Control</span>
      </div>
      <Card className="w-full max-w-lg">
        <CardHeader>
          <h1 className="sr-only">Turn on two-factor sign-in</h1>
          <CardTitle>Turn on two-factor sign-in</CardTitle>
          <CardDescription>Administrators must sign in with a code from their phone before continuing.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <TwoFactorPanel />
          <Button variant="ghost" className="justify-self-start" onClick={() => logoutMutation.mutate()}>
            Sign out
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
