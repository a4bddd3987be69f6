import { describe, expect, it } from 'vitest';
import { matchesDirectorySearch } from './directory-search';

const zed = { name: 'Zed Quill', email: 'zed@example.com', phone: '(314) 556-0199' };
const ada = { name: 'Ada Stone', email: 'ada@example.com', phone: '314-555-1000' };

describe('the Employee Directory search', () => {
  it('finds names and emails holding the term, without case', () => {
    expect(matchesDirectorySearch(zed, ' QUILL ')).toBe(true);
    expect(matchesDirectorySearch(zed, 'zed@ex')).toBe(true);
    expect(matchesDirectorySearch(ada, 'quill')).toBe(false);
    expect(matchesDirectorySearch(ada, '')).toBe(true);
  });

  it('finds a phone by its digits however either is written', () => {
    expect(matchesDirectorySearch(zed, '314556')).toBe(true);
    expect(matchesDirectorySearch(zed, '(314) 556-01')).toBe(true);
    expect(matchesDirectorySearch(ada, '314 556')).toBe(false);
  });

  it('does not read a name or word holding a digit as a phone number', () => {
    // "zed1x" holds the digit 1, as both phones do: only a name holding it matches.
    expect(matchesDirectorySearch(ada, 'zed1x')).toBe(false);
    expect(matchesDirectorySearch({ ...zed, name: 'Zed1x Quill' }, 'zed1x')).toBe(true);
  });
});
