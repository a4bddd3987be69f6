import { BOOKKEEPING_MESSAGES } from '#shared/bookkeeping/messages';
import { ReconciliationTool } from '../components/reconciliation-tool';

/** Check Reconciliation (/check-reconciliation, spec 03; admin only, ADR 023). */
export function CheckReconciliationPage() {
  return (
    <ReconciliationTool
      title="Check Reconciliation"
      intro="Find the checks the bank has not paid, and the bank's check rows that match no check."
      url="/api/check-reconciliation/process"
      reportField="checkReport"
      reportLabel="Check report"
      reportHint='Data from row 5; sections start with "01 KW"'
      reportWrongType={BOOKKEEPING_MESSAGES.checkMustBeXlsx}
      failureTitle={BOOKKEEPING_MESSAGES.processingFailed}
      resultName="check-reconciliation.xlsx"
      unmatchedNoun="checks"
      hasReset
      rules={[
        'Only bank rows whose Description contains "Check" are used.',
        'The check report is read from row 5; a row like "01 KW" starts that store\'s section.',
        'In a check row, column A is the check number, B the date, C the payee and D the amount.',
        'A check matches a bank row by check number and amount (within $0.005), otherwise by amount alone; each bank row matches once.',
        'The download lists unmatched checks by store and the bank check rows that matched nothing.',
      ]}
    />
  );
}
