import { Info } from 'lucide-react';
import { Alert, AlertDescription } from '#client/components/ui/alert';

/** The blue notice shown when the page was opened from an invite link (spec 01 §2.3). */
export function InviteNotice() {
  return (
    <Alert variant="info" data-testid="invite-notice">
      <Info aria-hidden="true" />
      <AlertDescription>
        You have been invited to Mission Control. Your credentials have been pre-filled. Log in with the temporary
        password, then change it after your first login.
      </AlertDescription>
    </Alert>
  );
}
