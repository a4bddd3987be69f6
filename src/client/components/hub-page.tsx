/** The hub screens' shared pieces (image editing, critic reviews): the page header with its way back, and a card that is one link. */
import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardDescription, CardHeader, CardTitle } from './ui/card';

/** One card of a hub screen: the whole card is the link. */
export function HubCard({
  href,
  title,
  description,
  icon: Icon,
}: {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
}) {
  return (
    <Link href={href} className="rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <Card className="h-full transition-colors hover:bg-muted">
        <CardHeader>
          <Icon className="size-8 text-primary" aria-hidden="true" />
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
      </Card>
    </Link>
  );
}

export function PageHeader({
  title,
  description,
  back,
}: {
  title: string;
  description?: string;
  back?: { href: string; label: string };
}) {
  return (
    <header className="grid gap-1">
      {back ? (
        <Link href={back.href} className="text-sm text-primary underline-offset-4 hover:underline">
          ← {back.label}
        </Link>
      ) : null}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {description ? <p className="text-muted-foreground">{description}</p> : null}
    </header>
  );
}
