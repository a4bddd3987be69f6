import {
  RULES_MAX,
  compileRule,
  type ClassifierRule,
  type ClassifierRuleInput,
  type TestRuleInput,
  type TestRuleResponse,
  ruleVerdict,
} from '#shared/bookkeeping/classifier';
import { unitsOfCents } from '#shared/bookkeeping/amounts';
import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import { conflict, notFound } from '#server/http/errors';
import * as repo from './classifier-rules.repo';

export interface Actor {
  id: number;
  username: string;
}

const RULE_MESSAGES = {
  notFound: 'Rule not found',
  tooMany: `At most ${RULES_MAX} rules`,
  staleOrder: 'The rules have changed since the list was loaded; reload and try again',
} as const;

export function createClassifierRulesService(db: Db, now: () => Date) {
  return {
    list: () => repo.listRules(db),

    create: (input: ClassifierRuleInput, actor: Actor): Promise<ClassifierRule> =>
      db.transaction(async (tx) => {
        await repo.lockRuleList(tx);
        const count = await repo.countRules(tx);
        if (count >= RULES_MAX) throw conflict(RULE_MESSAGES.tooMany);
        const rule = await repo.insertRule(tx, input, count + 1, now());
        await recordAudit(tx, {
          action: 'bookkeeping.rule.create',
          actor,
          subject: `classifier-rule:${rule.id}`,
          after: rule,
          at: now(),
        });
        return rule;
      }),

    update: (id: number, input: ClassifierRuleInput, actor: Actor): Promise<ClassifierRule> =>
      db.transaction(async (tx) => {
        const before = await repo.findRuleForUpdate(tx, id);
        if (!before) throw notFound(RULE_MESSAGES.notFound);
        const rule = await repo.updateRule(tx, id, input, now());
        if (!rule) throw notFound(RULE_MESSAGES.notFound);
        await recordAudit(tx, {
          action: 'bookkeeping.rule.update',
          actor,
          subject: `classifier-rule:${id}`,
          before,
          after: rule,
          at: now(),
        });
        return rule;
      }),

    remove: (id: number, actor: Actor): Promise<void> =>
      db.transaction(async (tx) => {
        await repo.lockRuleList(tx);
        const before = await repo.deleteRule(tx, id);
        if (!before) throw notFound(RULE_MESSAGES.notFound);
        const rest = await repo.listRules(tx);
        for (const [index, rule] of rest.entries()) {
          if (rule.position !== index + 1) await repo.setPosition(tx, rule.id, index + 1);
        }
        await recordAudit(tx, {
          action: 'bookkeeping.rule.delete',
          actor,
          subject: `classifier-rule:${id}`,
          before,
          at: now(),
        });
      }),

    /** The whole list in a new order; refused when it is not exactly the current rules. */
    reorder: (ids: readonly number[], actor: Actor): Promise<ClassifierRule[]> =>
      db.transaction(async (tx) => {
        await repo.lockRuleList(tx);
        const current = await repo.listRules(tx);
        const known = new Set(current.map((rule) => rule.id));
        if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw conflict(RULE_MESSAGES.staleOrder);
        }
        for (const [index, id] of ids.entries()) await repo.setPosition(tx, id, index + 1);
        await recordAudit(tx, {
          action: 'bookkeeping.rule.reorder',
          actor,
          subject: 'classifier-rules',
          before: current.map((rule) => rule.id),
          after: ids,
          at: now(),
        });
        return repo.listRules(tx);
      }),

    /** Tries one rule on a sample row, with the same code the classifier runs. */
    test(input: TestRuleInput): TestRuleResponse {
      const hasRange = input.rule.minAmount !== null || input.rule.maxAmount !== null;
      if (input.amount === null && hasRange) {
        return { matches: false, explanation: 'Enter a sample amount to try the rule’s amount range' };
      }
      // Without an amount the sample still has a side: any non-zero amount stands for it.
      const units = input.amount === null || input.amount === 0 ? 1 : unitsOfCents(Math.round(input.amount * 100));
      const row = {
        description: input.description,
        debit: input.side === 'debit' ? units : null,
        credit: input.side === 'credit' ? units : null,
      };
      return ruleVerdict(compileRule(input.rule, 0), row);
    },
  };
}

export type ClassifierRulesService = ReturnType<typeof createClassifierRulesService>;
