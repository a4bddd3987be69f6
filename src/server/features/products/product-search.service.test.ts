import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { codeFit } from './product-search.service';

/** What the index means by a fit: the code lowercased, equal to or starting with the term lowercased. */
function reference(code: string, term: string): 0 | 1 | 2 {
  const lowered = code.toLowerCase();
  const wanted = term.toLowerCase();
  return lowered === wanted ? 0 : lowered.startsWith(wanted) ? 1 : 2;
}

const codeLike = fc.string({ unit: fc.constantFrom(...'AaBbZz09-_.İıẞßKkΣσ'.split('')), maxLength: 8 });

describe('codeFit', () => {
  test.prop([codeLike, codeLike.filter((term) => term.length > 0)])(
    'ranks as lowercasing both would, for ASCII and other codes alike',
    (code, term) => {
      expect(codeFit(code, term.toLowerCase())).toBe(reference(code, term));
    },
  );
  test.prop([fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 4 })])(
    'and for any text at all',
    (code, term) => {
      expect(codeFit(code, term.toLowerCase())).toBe(reference(code, term));
    },
  );
});
