import { Logo } from '#client/components/logo';
import { ChangePasswordDialog } from '../components/change-password-dialog';

/** Everything a user with a temporary password can reach: a quiet backdrop and the dialog. */
export function PasswordChangePage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sidebar">
      <div className="flex items-center gap-3 text-white opacity-60" aria-hidden="true">
        <Logo />
        <span className="text-lg font-semibold">Mission Control</span>
      </div>
      <ChangePasswordDialog />
    </main>
  );
}
