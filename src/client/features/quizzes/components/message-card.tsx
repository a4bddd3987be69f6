import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '#client/components/ui/card';

function BackToDashboard() {
  return (
    <Button asChild>
      <Link href="/">
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
    </Button>
  );
}

/**
 * A screen of its own (Quiz Complete, Already Completed, Not Found): its title is the page's h1.
 * `isFocused` moves focus to it when it replaces the questions, whose Submit Quiz button is gone.
 */
export function MessageCard({
  title,
  children,
  footer,
  isFocused = false,
}: {
  title: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
  isFocused?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocused) headingRef.current?.focus();
  }, [isFocused]);
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <h1 ref={headingRef} tabIndex={-1} className="text-xl leading-tight font-semibold tracking-tight">
          {title}
        </h1>
      </CardHeader>
      <CardContent className="grid gap-3">{children}</CardContent>
      <CardFooter className="flex flex-wrap gap-2">{footer ?? <BackToDashboard />}</CardFooter>
    </Card>
  );
}
