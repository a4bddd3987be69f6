import type { FormEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';

/**
 * The frame of the bookkeeping upload tools: the header back to the hub, the upload form beside the card that
 * explains the tool, then `children` (the result and what follows it).
 */
export function UploadScreen({
  title,
  intro,
  uploadTitle,
  uploadDescription,
  onSubmit,
  fields,
  explanation,
  children,
}: {
  title: string;
  intro: string;
  uploadTitle: string;
  uploadDescription: string;
  onSubmit: (event: FormEvent) => void;
  /** The file fields, the progress and the buttons. */
  fields: ReactNode;
  /** The card beside the form ("How it works"). */
  explanation: { title: string; steps: readonly string[]; isNumbered?: boolean };
  children?: ReactNode;
}) {
  const List = explanation.isNumbered ? 'ol' : 'ul';
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <Link href="/bookkeeping-tools" className="text-sm text-muted-foreground hover:underline">
          ← Bookkeeping Tools
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{intro}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>{uploadTitle}</CardTitle>
            <CardDescription>{uploadDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <form className="grid gap-5" onSubmit={onSubmit} noValidate>
              {fields}
            </form>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{explanation.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <List
              className={cn(
                'grid gap-1.5 pl-5 text-sm text-muted-foreground',
                explanation.isNumbered ? 'list-decimal' : 'list-disc',
              )}
            >
              {explanation.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </List>
          </CardContent>
        </Card>
      </div>

      {children}
    </div>
  );
}
