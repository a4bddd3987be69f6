import { useState } from 'react';
import { useMarginCollections, useMarginConfig } from '../api/margin-tags-api';
import { AnalysisCard } from '../components/analysis-card';
import { MarginRulesCard } from '../components/margin-rules-card';

/** Spec 03 "Tag DIMARGIN" (/tag-dimargin): admin only, here and on the server. */
export function TagDimarginPage() {
  const config = useMarginConfig();
  const collections = useMarginCollections();
  const [selected, setSelected] = useState('');

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Tag DIMARGIN</h1>
        <p className="text-muted-foreground">
          Products of a collection whose margin meets its rule get the DIMARGIN tag; those below lose it.
        </p>
      </header>
      <MarginRulesCard
        config={config}
        collections={collections}
        onRemoved={(collectionName) => setSelected((current) => (current === collectionName ? '' : current))}
      />
      <AnalysisCard
        rules={config.data?.rules ?? []}
        collections={collections.data}
        selected={selected}
        onSelect={setSelected}
      />
    </div>
  );
}
