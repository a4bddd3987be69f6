import { BOOKKEEPING_MESSAGES } from '#shared/bookkeeping/messages';
import { ReconciliationTool } from '../components/reconciliation-tool';

/** Credit Reconciliation (/credit-reconciliation, spec 03; admin only, ADR 023). */
export function CreditReconciliationPage() {
  return (
    <ReconciliationTool
      title="Credit Reconciliation"
      intro="Match each store's card and payout deposits against the bank's credits."
      url="/api/credit-reconciliation/process"
      reportField="creditReport"
      reportLabel="Credit report"
      reportHint="One sheet per store: KW, FR, LL, NB, SH, OO"
      reportWrongType={BOOKKEEPING_MESSAGES.creditMustBeXlsx}
      failureTitle={BOOKKEEPING_MESSAGES.reconciliationFailed}
      resultName="credit-reconciliation.xlsx"
      unmatchedNoun="deposit values"
      rules={[
        'Reads sheets KW, FR, LL, NB, SH and OO; a missing sheet is reported.',
        'Deposit values are the numbers in columns C to I above the row reading "MONTHLY SALES SUMMARY".',
        'Each value is matched to a bank row with a Credit Amount within $0.005; each bank row matches once.',
        'Unmatched $0.00 values are left out.',
        'The download lists every unmatched value (store, row, column header, amount) and the bank credits that matched nothing.',
      ]}
    />
  );
}
