import { ArrowRight, Banknote, CreditCard, Tags } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';

const TOOLS = [
  {
    href: '/transaction-classifier',
    title: 'Bank Transaction Classifier',
    description: 'Upload a bank CSV to type every transaction and download the results and a summary.',
    icon: Tags,
  },
  {
    href: '/credit-reconciliation',
    title: 'Credit Reconciliation',
    description: "Match the stores' credit deposits workbook (XLSX) against the bank report (CSV).",
    icon: CreditCard,
  },
  {
    href: '/check-reconciliation',
    title: 'Check Reconciliation',
    description: 'Match the check report (XLSX) against the bank report (CSV) to find outstanding checks.',
    icon: Banknote,
  },
] as const;

/** Bookkeeping Tools (/bookkeeping-tools and /admin/bookkeeping-tools): three cards (spec 03). */
export function BookkeepingHubPage() {
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Bookkeeping Tools</h1>
        <p className="text-muted-foreground">Classify bank transactions and reconcile deposits and checks.</p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {TOOLS.map(({ href, title, description, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            className="group rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <Card className="h-full transition-colors group-hover:border-brand/60">
              <CardHeader>
                <Icon className="size-6 text-brand" aria-hidden="true" />
                <CardTitle className="flex items-center justify-between gap-2">
                  {title}
                  <ArrowRight className="size-4 shrink-0 opacity-60" aria-hidden="true" />
                </CardTitle>
                <CardDescription>{description}</CardDescription>
              </CardHeader>
            </Card>
          </Link>
        ))}
      </div>
    </div>
  );
}
