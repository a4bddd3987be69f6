import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { TwoFactorPanel } from '../components/two-factor-panel';

/** `/account/security`: the signed-in user's two-factor sign-in. */
export function TwoFactorPage() {
  return (
    <div className="mx-auto grid max-w-2xl gap-6 p-4 md:p-8">
      <h1 className="text-2xl font-semibold">Account Security</h1>
      <Card>
        <CardHeader>
          <CardTitle>Two-factor sign-in</CardTitle>
          <CardDescription>
            A code from your phone after your password keeps your account safe if the password leaks.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorPanel />
        </CardContent>
      </Card>
    </div>
  );
}
