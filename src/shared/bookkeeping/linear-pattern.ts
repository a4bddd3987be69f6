import { RE2JS, RE2Set } from 're2js';

/**
 * User-written patterns (classifier rules) run on RE2 (re2js): matching takes time linear in the
 * text whatever the pattern, so no rule can stall a request or a job (ADR 068). RE2 has no
 * backtracking, so it refuses what needs it — lookaround and backreferences — and caps counted
 * repeats at 1,000.
 */
interface LinearPattern {
  /** Whether the pattern matches anywhere in the text (case ignored). */
  test(text: string): boolean;
}

export type CompiledPattern = { ok: true; pattern: LinearPattern } | { ok: false; problem: string };

export const PATTERN_PROBLEMS = {
  lookaround:
    'Pattern must not use lookahead or lookbehind ((?=, (?!, (?<=, (?<!): the matching engine does not support them',
  backreference: 'Pattern must not use backreferences (\\1, \\k<name>): the matching engine does not support them',
  repeat: 'Pattern must not repeat more than 1000 times (e.g. a{1000} at most, nested repeats multiply)',
  invalid: (detail: string) => `Pattern is not a valid regular expression: ${detail}`,
} as const;

const LOOKAROUND = /\(\?<?[=!]/;
const BACKREFERENCE = /\\[1-9]|\\k</;

function problemOf(pattern: string, error: unknown): string {
  if (LOOKAROUND.test(pattern)) return PATTERN_PROBLEMS.lookaround;
  if (BACKREFERENCE.test(pattern)) return PATTERN_PROBLEMS.backreference;
  const text = error instanceof Error ? error.message : String(error);
  if (/invalid repeat count|expression too large/.test(text)) return PATTERN_PROBLEMS.repeat;
  return PATTERN_PROBLEMS.invalid(text.replace(/^error parsing regexp:\s*/, ''));
}

/** Compiles a user-written pattern with RE2 semantics, or says in a person's words why it cannot. */
export function compileLinearPattern(pattern: string): CompiledPattern {
  try {
    const regex = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
    return { ok: true, pattern: { test: (text) => regex.test(text) } };
  } catch (error) {
    return { ok: false, problem: problemOf(pattern, error) };
  }
}

/**
 * Many patterns matched in one pass over the text (RE2's set matching, still linear): answers the
 * indexes (in the order given) of those that match anywhere, case ignored. Null when the patterns
 * together are too large for one program; match them one by one then.
 */
export function compilePatternSet(patterns: readonly string[]): ((text: string) => number[]) | null {
  if (patterns.length === 0) return () => [];
  try {
    const set = new RE2Set(RE2Set.UNANCHORED, RE2JS.CASE_INSENSITIVE);
    for (const pattern of patterns) set.add(pattern);
    set.compile();
    return (text) => set.match(text);
  } catch {
    return null;
  }
}
