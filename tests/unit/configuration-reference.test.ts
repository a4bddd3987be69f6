import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configurationReference, renderDocument } from '../../scripts/env-reference';

describe('the configuration reference in docs/operations.md', () => {
  it('documents every setting of the env schema with its meaning', () => {
    expect(configurationReference().undocumented).toEqual([]);
  });

  it('is what `npm run docs:env` writes from the schema today', () => {
    const document = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    expect(renderDocument(document)).toBe(document);
  });
});
