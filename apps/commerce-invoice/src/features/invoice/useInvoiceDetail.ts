// The invoice a preview or edit screen shows (by the :id of its path, or another id given), with its payment
// details; `missing` once the server said no invoice has that id (404).
import { describeApiError } from '@live-agent/auth';
import { isNotFound } from '@live-agent/contracts';
import { queryView } from '@live-agent/store/api';
import { useInvoiceQuery } from '../../api';

export function useInvoiceDetail(id: string) {
  const result = useInvoiceQuery(id);
  const { status, error, reload } = queryView(result, describeApiError);
  // Only an answer to this id counts: right after a navigation the previous invoice's answer is still there.
  const answer = result.currentData;
  const missing = !answer && status === 'error' && isNotFound(result.error);
  return {
    pending: !answer && status !== 'error',
    failed: !answer && status === 'error' && !missing,
    error,
    reload,
    invoice: answer?.invoice ?? null,
    paymentDetails: answer?.paymentDetails ?? null,
    missing,
  };
}
