import { z } from 'zod';
import { moneyAmount } from '../validation/money';
import { idParam, positiveInt32 } from '../validation/numbers';
import { multiLineText, singleLineText } from '../validation/text';
import { formatAmount, unitsOfCents } from './amounts';
import { compileLinearPattern, compilePatternSet } from './linear-pattern';

/** The type of a row no rule matched (spec 03 §3: stats include it). */
export const UNCLASSIFIED = 'Unclassified';
export const MATCH_KINDS = ['contains', 'regex'] as const;
export const RULE_SIDES = ['any', 'debit', 'credit'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];
export type RuleSide = (typeof RULE_SIDES)[number];
const RULE_PATTERN_MAX = 200;
const RULE_TYPE_MAX = 60;
export const RULES_MAX = 300;
/** Descriptions longer than this are matched on their first part only (bounds every regex run). */
const MATCHED_DESCRIPTION_MAX = 500;

/** Why a regex pattern cannot be used, or null when it can (RE2 semantics: linear-time matching). */
export function regexProblem(pattern: string): string | null {
  const compiled = compileLinearPattern(pattern);
  return compiled.ok ? null : compiled.problem;
}

const ruleFields = {
  type: singleLineText({ max: RULE_TYPE_MAX, label: 'Type', trim: true }).min(1, 'Type is required'),
  matchKind: z.enum(MATCH_KINDS, { error: 'Match must be contains or regex' }),
  pattern: singleLineText({ max: RULE_PATTERN_MAX, label: 'Pattern' }).refine((value) => value.trim() !== '', {
    error: 'Pattern is required',
  }),
  side: z.enum(RULE_SIDES, { error: 'Side must be any, debit or credit' }),
  minAmount: moneyAmount({ label: 'Minimum amount' }).nullable(),
  maxAmount: moneyAmount({ label: 'Maximum amount' }).nullable(),
};

const withRuleChecks = <T extends z.ZodType<ClassifierRuleInput>>(schema: T) =>
  schema.superRefine((rule, ctx) => {
    if (rule.matchKind === 'regex') {
      const problem = regexProblem(rule.pattern);
      if (problem) ctx.addIssue({ code: 'custom', path: ['pattern'], message: problem });
    }
    if (rule.minAmount !== null && rule.maxAmount !== null && rule.minAmount > rule.maxAmount) {
      ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: 'Maximum amount must not be below the minimum' });
    }
  });

export interface ClassifierRuleInput {
  type: string;
  matchKind: MatchKind;
  pattern: string;
  side: RuleSide;
  /** Dollars (whole cents); the amount of the row's side, ignoring its sign. */
  minAmount: number | null;
  maxAmount: number | null;
}

/** POST/PUT body of one rule. */
export const ClassifierRuleInputSchema = withRuleChecks(z.object(ruleFields).strict());

export const ClassifierRuleSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    ...ruleFields,
    /** Why this saved rule cannot run (its pattern does not compile with RE2), or null: it then matches nothing. */
    problem: z.string().nullable(),
  })
  .strict();
export type ClassifierRule = z.infer<typeof ClassifierRuleSchema>;
export const ClassifierRuleListSchema = z.object({ rules: z.array(ClassifierRuleSchema) }).strict();
export type ClassifierRuleList = z.infer<typeof ClassifierRuleListSchema>;

export const RuleIdParamsSchema = z.object({ id: idParam('id must be a rule id') }).strict();

/** The whole list in its new order: every rule's id exactly once. */
export const ReorderRulesInputSchema = z
  .object({ ids: z.array(positiveInt32({ label: 'Rule id' })).max(RULES_MAX) })
  .strict();

/** Tries one rule (saved or not) on a sample description. */
export const TestRuleInputSchema = z
  .object({
    rule: ClassifierRuleInputSchema,
    description: multiLineText({ max: 1_000, label: 'Sample description' }),
    side: z.enum(['debit', 'credit'], { error: 'Side must be debit or credit' }),
    amount: moneyAmount({ label: 'Sample amount' }).nullable(),
  })
  .strict();
export type TestRuleInput = z.infer<typeof TestRuleInputSchema>;
export const TestRuleResponseSchema = z.object({ matches: z.boolean(), explanation: z.string() }).strict();
export type TestRuleResponse = z.infer<typeof TestRuleResponseSchema>;

/** Spec 03 §3: the classifier's answer. */
export const ClassifyResponseSchema = z
  .object({
    message: z.string(),
    stats: z.record(z.string(), z.number().int().min(0)),
    downloadUrl: z.string(),
    summaryUrl: z.string(),
  })
  .strict();
export type ClassifyResponse = z.infer<typeof ClassifyResponseSchema>;

/** What a rule is matched against: one bank row. */
export interface ClassifiableRow {
  description: string;
  debit: number | null;
  credit: number | null;
}

export interface CompiledRule {
  index: number;
  rule: ClassifierRuleInput;
  test(text: string): boolean;
  minUnits: number | null;
  maxUnits: number | null;
}

export function compileRule(rule: ClassifierRuleInput, index: number): CompiledRule {
  const minUnits = rule.minAmount === null ? null : unitsOfCents(Math.round(rule.minAmount * 100));
  const maxUnits = rule.maxAmount === null ? null : unitsOfCents(Math.round(rule.maxAmount * 100));
  if (rule.matchKind === 'contains') {
    const needle = rule.pattern.toUpperCase();
    return { index, rule, minUnits, maxUnits, test: (text) => text.includes(needle) };
  }
  // A saved rule that does not compile (saved before patterns ran on RE2) matches nothing; the
  // rule list marks it with its problem.
  const compiled = compileLinearPattern(rule.pattern);
  const test = compiled.ok ? (text: string) => compiled.pattern.test(text) : () => false;
  return { index, rule, minUnits, maxUnits, test };
}

/** The side of a row: credit when it has a non-zero credit, else debit when a non-zero debit. */
function sideOf(row: ClassifiableRow): { side: 'debit' | 'credit'; units: number } | null {
  if (row.credit !== null && row.credit !== 0) return { side: 'credit', units: Math.abs(row.credit) };
  if (row.debit !== null && row.debit !== 0) return { side: 'debit', units: Math.abs(row.debit) };
  return null;
}

function describeRule(compiled: CompiledRule, units: number | null, side: string | null): string {
  const { rule } = compiled;
  const what = rule.matchKind === 'contains' ? `contains "${rule.pattern}"` : `matches /${rule.pattern}/`;
  let text = `Rule ${compiled.index + 1} (${rule.type}): description ${what}`;
  if (rule.side !== 'any' && side) text += ` on the ${side} side`;
  if ((compiled.minUnits !== null || compiled.maxUnits !== null) && units !== null) {
    const low = compiled.minUnits === null ? 'any' : formatAmount(compiled.minUnits);
    const high = compiled.maxUnits === null ? 'any' : formatAmount(compiled.maxUnits);
    text += `; amount ${formatAmount(units)} within ${low} to ${high}`;
  }
  return text;
}

/** Whether one rule takes the row, and why (or why not). */
export function ruleVerdict(compiled: CompiledRule, row: ClassifiableRow, upperDescription?: string) {
  const text = upperDescription ?? row.description.slice(0, MATCHED_DESCRIPTION_MAX).toUpperCase();
  const side = sideOf(row);
  const { rule } = compiled;
  if (rule.side !== 'any' && side?.side !== rule.side) {
    return { matches: false, explanation: `Not a ${rule.side} row` };
  }
  if (compiled.minUnits !== null || compiled.maxUnits !== null) {
    if (!side) return { matches: false, explanation: 'The row has no amount' };
    if (compiled.minUnits !== null && side.units < compiled.minUnits) {
      return { matches: false, explanation: `${formatAmount(side.units)} is below ${formatAmount(compiled.minUnits)}` };
    }
    if (compiled.maxUnits !== null && side.units > compiled.maxUnits) {
      return { matches: false, explanation: `${formatAmount(side.units)} is above ${formatAmount(compiled.maxUnits)}` };
    }
  }
  if (!compiled.test(text)) {
    const what =
      rule.matchKind === 'contains' ? `does not contain "${rule.pattern}"` : `does not match /${rule.pattern}/`;
    return { matches: false, explanation: `Description ${what}` };
  }
  return { matches: true, explanation: describeRule(compiled, side?.units ?? null, side?.side ?? null) };
}

export interface Classification {
  type: string;
  explanation: string;
}

/** The first rule (in order) that takes the row decides its type; none gives "Unclassified". */
export function createClassifier(rules: readonly ClassifierRuleInput[]) {
  const compiled = rules.map(compileRule);
  const noMatch = `No rule matched (${compiled.length} ${compiled.length === 1 ? 'rule' : 'rules'} checked)`;
  // Without an amount range the explanation depends only on the rule and the side: made once.
  const fixedText = compiled.map((rule) =>
    rule.minUnits === null && rule.maxUnits === null
      ? {
          debit: describeRule(rule, null, 'debit'),
          credit: describeRule(rule, null, 'credit'),
          none: describeRule(rule, null, null),
        }
      : null,
  );
  // The regex rules that compile are matched together, in one pass over each description; the
  // answer is worked out once per row, when the first regex rule is reached.
  const setIndexOf = new Int32Array(compiled.length).fill(-1);
  const setPatterns: string[] = [];
  for (const rule of compiled) {
    if (rule.rule.matchKind === 'regex' && regexProblem(rule.rule.pattern) === null) {
      setIndexOf[rule.index] = setPatterns.push(rule.rule.pattern) - 1;
    }
  }
  const matchSet = compilePatternSet(setPatterns);
  const setHits = new Uint8Array(setPatterns.length);
  return (row: ClassifiableRow): Classification => {
    const upper = row.description.slice(0, MATCHED_DESCRIPTION_MAX).toUpperCase();
    const side = sideOf(row);
    let isSetMatched = false;
    const matches = (rule: CompiledRule) => {
      const setIndex = setIndexOf[rule.index] ?? -1;
      if (!matchSet || setIndex < 0) return rule.test(upper);
      if (!isSetMatched) {
        setHits.fill(0);
        for (const hit of matchSet(upper)) setHits[hit] = 1;
        isSetMatched = true;
      }
      return setHits[setIndex] === 1;
    };
    for (const rule of compiled) {
      if (rule.rule.side !== 'any' && side?.side !== rule.rule.side) continue;
      if (rule.minUnits !== null || rule.maxUnits !== null) {
        if (!side) continue;
        if (rule.minUnits !== null && side.units < rule.minUnits) continue;
        if (rule.maxUnits !== null && side.units > rule.maxUnits) continue;
      }
      if (!matches(rule)) continue;
      const fixed = fixedText[rule.index];
      const explanation = fixed
        ? fixed[side?.side ?? 'none']
        : describeRule(rule, side?.units ?? null, side?.side ?? null);
      return { type: rule.rule.type, explanation };
    }
    return { type: UNCLASSIFIED, explanation: noMatch };
  };
}

const rule = (
  type: string,
  matchKind: MatchKind,
  pattern: string,
  side: RuleSide,
  minAmount: number | null = null,
  maxAmount: number | null = null,
): ClassifierRuleInput => ({ type, matchKind, pattern, side, minAmount, maxAmount });

/**
 * The rules an empty database starts with, for a US multi-store retailer's operating account.
 * Order matters: the first match wins, so specific rules come before general ones.
 */
export const DEFAULT_CLASSIFIER_RULES: readonly ClassifierRuleInput[] = [
  rule('Returned Item', 'regex', String.raw`RETURN(ED)? ITEM|RETURNED CHECK|\bNSF\b|DEPOSITED ITEM RETURNED`, 'any'),
  rule(
    'Card Processing Fees',
    'regex',
    String.raw`MERCHANT (FEE|DISC)|BANKCARD FEE|CHARGEBACK|INTERCHANGE|DISCOUNT FEE`,
    'debit',
  ),
  rule('Card Deposit - American Express', 'regex', String.raw`\bAMEX\b|AMERICAN EXPRESS`, 'credit'),
  rule('Card Deposit - Discover', 'regex', String.raw`\bDISCOVER\b|\bDFS\b`, 'credit'),
  rule('Card Deposit - Visa/Mastercard', 'regex', String.raw`\bVISA\b|MASTERCARD|\bMC\b|BANKCARD`, 'credit'),
  rule(
    'Card Processor Deposit',
    'regex',
    String.raw`MERCHANT (BNKCD|DEP|SETTLE)|SQUARE INC|\bSQ \*|CLOVER|HEARTLAND|WORLDPAY|ELAVON|FIRST DATA|FISERV|STRIPE|TOAST`,
    'credit',
  ),
  rule('Shopify Payout', 'contains', 'SHOPIFY', 'credit'),
  rule('Amazon Payout', 'regex', String.raw`AMAZON|AMZN`, 'credit'),
  rule(
    'Delivery Marketplace Payout',
    'regex',
    String.raw`DOORDASH|UBER ?EATS|DRIZLY|INSTACART|GRUBHUB|GOPUFF`,
    'credit',
  ),
  rule('PayPal Transfer', 'contains', 'PAYPAL', 'any'),
  rule(
    'Cash Deposit',
    'regex',
    String.raw`CASH DEP|DEPOSIT.{0,10}CASH|BRANCH DEPOSIT|TELLER DEP|ATM DEP|VAULT DEP|NIGHT DROP`,
    'credit',
  ),
  rule('Check Deposit', 'regex', String.raw`MOBILE DEP|REMOTE DEP|CHECK DEP|DEPOSITED CHECK|\bRDC\b|LOCKBOX`, 'credit'),
  rule(
    'Payroll Taxes',
    'regex',
    String.raw`EFTPS|USATAXPYMT|IRS |PAYROLL TAX|\b941\b|\bFUTA\b|\bSUTA\b|UNEMPLOY|WITHHOLDING|DEPT OF LABOR`,
    'debit',
  ),
  rule('Payroll', 'regex', String.raw`\bADP\b|PAYCHEX|GUSTO|PAYROLL|PAYLOCITY|PAYCOM|DIRECT DEP`, 'debit'),
  rule(
    'Sales Tax',
    'regex',
    String.raw`SALES ?(AND USE )?TAX|DEPT OF REVENUE|DEPT REVENUE|DEPARTMENT OF REVENUE|TAX COMMISSION|COMPTROLLER|CDTFA|TAXATION|\bDOR\b`,
    'debit',
  ),
  rule('Transfer Between Accounts', 'regex', String.raw`TRANSFER|\bXFER\b|\bTRF\b|SWEEP`, 'any'),
  rule('Loan Payment', 'regex', String.raw`\bLOAN\b|\bSBA\b|LN PMT|LOAN PMT|NOTE PAYMENT|\bEIDL\b`, 'debit'),
  rule(
    'Bank Fees',
    'regex',
    String.raw`SERVICE CHARGE|SERVICE FEE|MAINTENANCE FEE|ACCOUNT ANALYSIS|ANALYSIS FEE|WIRE FEE|OVERDRAFT|STOP PAYMENT|\bFEE\b`,
    'debit',
  ),
  rule('Rent', 'regex', String.raw`\bRENT\b|\bLEASE\b|PROPERTIES|REALTY|LANDLORD|\bCAM\b`, 'debit'),
  rule(
    'Utilities',
    'regex',
    String.raw`ELECTRIC|\bPOWER\b|ENERGY|GAS CO|\bWATER\b|SEWER|COMCAST|XFINITY|VERIZON|AT&T|SPECTRUM|CON ED|PG&E|NATIONAL GRID|WASTE MGMT|WASTE MANAGEMENT|UTILIT`,
    'debit',
  ),
  rule(
    'Insurance',
    'regex',
    String.raw`INSURANCE|INS PREM|\bINS\b|STATE FARM|HARTFORD|TRAVELERS|LIBERTY MUTUAL|NATIONWIDE|PROGRESSIVE|CHUBB|ERIE`,
    'debit',
  ),
  rule(
    'Distributor Payment',
    'regex',
    String.raw`SOUTHERN GLAZER|BREAKTHRU|REPUBLIC NATIONAL|\bRNDC\b|JOHNSON BROTHERS|WINEBOW|KOBRAND|CONSTELLATION|DIAGEO|DISTRIBUT|BEVERAGE|WINE ?(CO|IMPORT|MERCHANT)|SPIRITS|BREWING|BREWERY|IMPORTERS`,
    'debit',
  ),
  rule('Check Paid', 'regex', String.raw`\bCHECK\b|\bCHK\b|\bCHECK #`, 'debit'),
];
