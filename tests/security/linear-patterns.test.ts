import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/auth/schemas';
import { bookkeepingArea } from '#server/features/bookkeeping/bookkeeping.area';
import { bookkeepingClassifierRules } from '#server/db/schema/bookkeeping';
import {
  compileRule,
  createClassifier,
  DEFAULT_CLASSIFIER_RULES,
  regexProblem,
  ruleVerdict,
  UNCLASSIFIED,
  type ClassifierRule,
} from '#shared/bookkeeping/classifier';
import { OPERATING_LINES } from '../fixtures/bookkeeping/bookkeeping-fixtures';
import { PATTERN_PROBLEMS } from '#shared/bookkeeping/linear-pattern';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

/** Issue #27 item 1: patterns that backtrack for ever on a backtracking engine. */
const CATASTROPHIC = ['.*.*.*.*X', '(a|a)*$', 'a*a*a*a*a*b', '(a+)+$', String.raw`(\w*x?)*$`];
const ruleOf = (pattern: string) => ({
  type: 'Bomb',
  matchKind: 'regex' as const,
  pattern,
  side: 'any' as const,
  minAmount: null,
  maxAmount: null,
});

describe('classifier patterns run in linear time (RE2)', () => {
  it('answers every catastrophic pattern at once, in a separate process that is killed when it does not', () => {
    // A separate process, so that a backtracking engine fails this test by time-out instead of freezing it.
    const script = `
      import { compileRule } from './src/shared/bookkeeping/classifier.ts';
      const patterns = ${JSON.stringify(CATASTROPHIC)};
      const times = [];
      for (const pattern of patterns) {
        const rule = compileRule({ type: 'T', matchKind: 'regex', pattern, side: 'any', minAmount: null, maxAmount: null }, 0);
        for (const text of ['B'.repeat(300), 'a'.repeat(300) + '!', 'A'.repeat(5000) + '!']) {
          const started = performance.now();
          rule.test(text);
          times.push(performance.now() - started);
        }
      }
      console.log(JSON.stringify(times));
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: process.cwd(),
      timeout: 20_000,
      encoding: 'utf8',
    });
    expect(child.signal, 'the patterns did not finish within 20 s').toBeNull();
    expect(child.status, child.stderr).toBe(0);
    const times = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '[]') as number[];
    expect(times).toHaveLength(CATASTROPHIC.length * 3);
    for (const ms of times) expect(ms).toBeLessThan(1_000);
  });

  it('keeps the rules people write working, case ignored', () => {
    const amex = compileRule(ruleOf(String.raw`\bAMEX\b|AMERICAN EXPRESS`), 0);
    expect(amex.test('AMEX SETTLEMENT 1234')).toBe(true);
    expect(amex.test('american express deposit')).toBe(true);
    expect(amex.test('AMEXCO')).toBe(false);
    expect(compileRule(ruleOf('(a+)+$'), 0).test('AAAA')).toBe(true);
  });

  it('classifies with all regex rules matched in one pass exactly as rule by rule', () => {
    const rules = [...DEFAULT_CLASSIFIER_RULES, ruleOf('(?=X)Y'), ruleOf('.*.*.*.*X')];
    const classify = createClassifier(rules);
    const compiled = rules.map(compileRule);
    for (const line of OPERATING_LINES) {
      const row = { description: line.description, debit: line.debitCents, credit: line.creditCents };
      const first = compiled.find((rule) => ruleVerdict(rule, row).matches);
      expect([line.description, classify(row).type]).toEqual([line.description, first?.rule.type ?? UNCLASSIFIED]);
    }
  });

  it('refuses what RE2 cannot run, saying why', () => {
    expect(regexProblem('(?=A)B')).toBe(PATTERN_PROBLEMS.lookaround);
    expect(regexProblem('(?<!A)B')).toBe(PATTERN_PROBLEMS.lookaround);
    expect(regexProblem(String.raw`(a)\1`)).toBe(PATTERN_PROBLEMS.backreference);
    expect(regexProblem(String.raw`(?<x>a)\k<x>`)).toBe(PATTERN_PROBLEMS.backreference);
    expect(regexProblem('((a{100}){100}){100}')).toBe(PATTERN_PROBLEMS.repeat);
    expect(regexProblem('[')).toMatch(/^Pattern is not a valid regular expression: /);
    for (const pattern of CATASTROPHIC) expect(regexProblem(pattern)).toBeNull();
  });
});

describe('classifier patterns through the API', () => {
  let t: TestApp;
  let admin: LoginResponse;

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: '100' });
    await bookkeepingArea.seed?.(t.database.db, { includeDemo: false, now: () => new Date() });
    await t.app.ready();
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('tries .*.*.*.*X on 300 × "B" at once while /api/health keeps answering', async () => {
    for (const pattern of ['.*.*.*.*X', '(a|a)*$', 'a*a*a*a*a*b']) {
      const started = performance.now();
      const [tried, health] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/bookkeeping/classifier-rules/test',
          headers: bearer(admin.token),
          payload: { rule: ruleOf(pattern), description: 'B'.repeat(300), side: 'debit', amount: null },
        }),
        t.app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(health.statusCode).toBe(200);
      expect(tried.statusCode).toBe(200);
      expect(tried.json<{ matches: boolean }>().matches).toBe(pattern !== '.*.*.*.*X');
    }
  });

  it('refuses to save a lookahead with the reason, and marks a saved rule that does not compile', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/bookkeeping/classifier-rules',
      headers: bearer(admin.token),
      payload: ruleOf('(?=AMEX)AM'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain(PATTERN_PROBLEMS.lookaround);

    // A rule saved before patterns ran on RE2.
    const now = new Date();
    const [row] = await t.database.db
      .insert(bookkeepingClassifierRules)
      .values({
        position: 999,
        type: 'Old',
        matchKind: 'regex',
        pattern: String.raw`(A)\1`,
        side: 'any',
        updatedAt: now,
      })
      .returning();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookkeeping/classifier-rules',
      headers: bearer(admin.token),
    });
    const rules = list.json<{ rules: ClassifierRule[] }>().rules;
    expect(rules.find((rule) => rule.id === row?.id)?.problem).toBe(PATTERN_PROBLEMS.backreference);
    expect(rules.filter((rule) => rule.id !== row?.id).every((rule) => rule.problem === null)).toBe(true);
  });
});
