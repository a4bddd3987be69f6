import { ArrowLeft, ListChecks, SquarePen } from 'lucide-react';
import { useState } from 'react';
import { PRODUCT_EDITOR_TEXT as T } from '#shared/product-editor/messages';
import { Button } from '#client/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { CostQueue } from '../components/cost-queue';
import { SingleEdit } from '../components/single-edit';

type View = 'choice' | 'single' | 'cost';

/** Product Editing (/product-editor, spec 03): a choice, single edit, or the cost change queue. */
export function ProductEditorPage() {
  const [view, setView] = useState<View>('choice');
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{T.title}</h1>
          <p className="text-muted-foreground">
            {view === 'choice' ? 'Choose what to do.' : view === 'single' ? T.editSingle : T.costQueue}
          </p>
        </div>
        {view === 'choice' ? null : (
          <Button variant="outline" onClick={() => setView('choice')}>
            <ArrowLeft aria-hidden="true" />
            {T.cancel}
          </Button>
        )}
      </header>
      {view === 'choice' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {[
            {
              view: 'single' as const,
              title: T.editSingle,
              text: 'Find a product by SKU, barcode or name and change its prices, costs, stock and variants.',
              icon: SquarePen,
            },
            {
              view: 'cost' as const,
              title: T.costQueue,
              text: 'Review the cost changes of the last 72 hours and set new prices.',
              icon: ListChecks,
            },
          ].map((choice) => (
            <button
              key={choice.view}
              type="button"
              onClick={() => setView(choice.view)}
              className="rounded-lg text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Card className="h-full transition-colors hover:bg-muted">
                <CardHeader>
                  <choice.icon className="size-6 text-primary" aria-hidden="true" />
                  <CardTitle className="text-lg">{choice.title}</CardTitle>
                  <CardDescription>{choice.text}</CardDescription>
                </CardHeader>
              </Card>
            </button>
          ))}
        </div>
      ) : null}
      {view === 'single' ? <SingleEdit /> : null}
      {view === 'cost' ? <CostQueue /> : null}
    </div>
  );
}
