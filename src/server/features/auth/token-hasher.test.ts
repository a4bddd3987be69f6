import { describe, expect, it } from 'vitest';
import { createTokenHasher, hashToken } from './auth.service';

describe('the token hasher', () => {
  it('answers what hashToken answers, for tokens seen before and new ones', () => {
    const hasher = createTokenHasher(4);
    for (const token of ['a', 'b', 'a', 'c', 'd', 'e', 'a', 'b']) expect(hasher(token)).toBe(hashToken(token));
  });

  it('hashes a token once while it is remembered, and forgets the oldest beyond its size', () => {
    const hashed: string[] = [];
    const hasher = createTokenHasher(2, (token) => {
      hashed.push(token);
      return hashToken(token);
    });
    for (const token of ['t1', 't2', 't1', 't2']) hasher(token);
    expect(hashed).toEqual(['t1', 't2']);
    hasher('t3'); // t1 is forgotten
    hasher('t2');
    hasher('t1');
    expect(hashed).toEqual(['t1', 't2', 't3', 't1']);
  });
});
