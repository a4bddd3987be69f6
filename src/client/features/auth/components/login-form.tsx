import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../auth-context';
import type { Invite } from '../read-invite';

/** On success the signed-in user is set and the auth page sends them to / (spec 01 §2.3). */
export function LoginForm({ invite }: { invite: Invite | null }) {
  const { loginMutation } = useAuth();
  const isPending = loginMutation.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '');
    const password = String(data.get('password') ?? '');
    loginMutation.mutate({ username, password });
  };

  return (
    <form className="grid gap-4" onSubmit={handleSubmit}>
      <div className="grid gap-2">
        <Label htmlFor="login-username">Username</Label>
        <Input
          id="login-username"
          name="username"
          placeholder="Enter your username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={invite?.username ?? ''}
          required
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          name="password"
          type="password"
          placeholder="Enter your password"
          autoComplete="current-password"
          defaultValue={invite?.temporaryPassword ?? ''}
          required
        />
      </div>
      <Button type="submit" className="mt-2 w-full" disabled={isPending}>
        {isPending ? (
          <>
            <Spinner />
            Signing in...
          </>
        ) : (
          'Sign In'
        )}
      </Button>
    </form>
  );
}
