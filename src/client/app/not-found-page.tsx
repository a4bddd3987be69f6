import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { PageTitle } from './page-title';

/** Spec 01 §2.2: shown for any path that is not in the route table, with a way back (issue 34). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center">
      <PageTitle name="Page Not Found" />
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <CircleAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-xl font-bold sm:text-2xl">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild className="mt-4">
            <Link href="/">Back to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
