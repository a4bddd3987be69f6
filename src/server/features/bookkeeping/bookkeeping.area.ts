import { DEFAULT_CLASSIFIER_RULES } from '#shared/bookkeeping/classifier';
import { defineServerArea } from '#server/areas/area';
import { defineBookkeepingJobs } from './bookkeeping.jobs';
import { registerBookkeepingRoutes } from './bookkeeping.routes';
import { countRules, insertRules } from './classifier-rules.repo';
import { createClassifierRulesService } from './classifier-rules.service';
import { createProcessingService } from './processing.service';

/** Issue #15: the bank transaction classifier and the credit and check reconciliations (admins only, ADR 023). */
export const bookkeepingArea = defineServerArea({
  name: 'bookkeeping',
  register(app, deps) {
    defineBookkeepingJobs(deps);
    const rules = createClassifierRulesService(deps.db, deps.now);
    registerBookkeepingRoutes(app, deps, createProcessingService(deps, rules), rules);
    // Rules saved before patterns ran on RE2 may not compile: they match nothing and the list marks
    // them; the log names them once at start (ADR 068).
    app.addHook('onReady', async () => {
      for (const rule of await rules.list()) {
        if (rule.problem) {
          deps.log.warn(
            { ruleId: rule.id, pattern: rule.pattern, problem: rule.problem },
            'Classifier rule does not compile',
          );
        }
      }
    });
  },
  // The default rules are reference data: written once, on a database without any rule.
  seed: (db) =>
    db.transaction(async (tx) => ((await countRules(tx)) === 0 ? insertRules(tx, DEFAULT_CLASSIFIER_RULES) : 0)),
});
