// The invoice a preview or edit screen shows (by the :id of its path, or another id given), with its payment
// details; `missing` once the server said no invoice has that id.
import { useQuery } from '@live-agent/store';
import { invoiceDetailFeature } from './invoice.feature';

export function useInvoiceDetail(id: string) {
  const detail = useQuery(invoiceDetailFeature, { id });
  // Only an answer to this id counts: right after a navigation the previous invoice's answer is still there.
  const current = detail.query?.id === id;
  const answer = current ? detail.data : null;
  return {
    pending: !current || detail.status === 'idle' || (detail.status === 'loading' && !answer),
    failed: detail.status === 'error' && !answer,
    error: detail.error,
    reload: detail.reload,
    invoice: answer?.invoice ?? null,
    paymentDetails: answer?.paymentDetails ?? null,
    missing: current && detail.status === 'ready' && answer === null,
  };
}
