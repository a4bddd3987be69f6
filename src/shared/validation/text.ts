import { z } from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasMultiLineControlCharacter,
  hasSingleLineControlCharacter,
} from './control-characters';

export interface TextOptions {
  /** Longest accepted value, in UTF-16 code units as zod counts them; every free text has one. */
  max: number;
  /** Names the field in messages (`Title must be at most 255 characters`); absent, messages start lower-case. */
  label?: string;
  /** Removes surrounding whitespace before any check; only where the spec or the field's meaning asks. */
  trim?: boolean;
  /** Message when the value is missing or not a string (a function gets zod's issue, e.g. to tell them apart). */
  typeError?: string | ((issue: { input?: unknown }) => string);
  /** Message when the value is longer than `max`. */
  tooLong?: string;
}

const subjectOf = (label: string | undefined, rest: string) => (label ? `${label} ${rest}` : rest);

function boundedText(options: TextOptions, hasControlCharacter: (value: string) => boolean): z.ZodString {
  const { max, label, trim = false, typeError, tooLong } = options;
  const base = typeError === undefined ? z.string() : z.string({ error: typeError });
  const trimmed = trim ? base.trim() : base;
  return trimmed
    .refine((value) => !hasControlCharacter(value), { error: subjectOf(label, CONTROL_CHARACTERS_MESSAGE) })
    .max(max, tooLong ?? subjectOf(label, `must be at most ${max} characters`));
}

/**
 * Text on one line: names, SKUs, titles, search terms. Refuses every control character, tab and
 * line breaks included (see control-characters.ts). The value is kept as sent unless `trim`.
 * Returns a plain string schema, so `.min()`, `.regex()` and `.default()` chain as usual.
 */
export const singleLineText = (options: TextOptions): z.ZodString =>
  boundedText(options, hasSingleLineControlCharacter);

/** Text that may run over several lines (descriptions, notes): tab, LF and CR are kept, other controls refused. */
export const multiLineText = (options: TextOptions): z.ZodString => boundedText(options, hasMultiLineControlCharacter);
