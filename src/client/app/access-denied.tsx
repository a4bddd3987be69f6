import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { PageTitle } from './page-title';

/** Spec 03 §6: what a non-admin sees on an admin-only screen. */
export function AccessDenied() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center">
      <PageTitle name="Access Denied" />
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4 pt-6">
          <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-lg font-semibold">Access Denied - You need admin privileges to access this page.</h1>
          <Button asChild>
            <Link href="/">Back to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
