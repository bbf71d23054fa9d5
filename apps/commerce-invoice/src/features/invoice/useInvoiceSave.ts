// Saving the add or edit form through the invoice feature: a save that went through names the invoice's preview
// as where to go (the form goes there once it is clean, so the unsaved-changes guard does not ask); a 422 leaves
// the form as it is, the errors under their fields.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InvoiceInput } from '@live-agent/contracts';
import { useCrud, useQuery } from '@live-agent/store';
import { invoiceClientsFeature, invoiceCrud } from './invoice.feature';
import { previewPath } from './invoice.format';

export function useInvoiceSave(id?: number) {
  const invoices = useCrud(invoiceCrud, { loadList: false, refreshAll: false });
  const clients = useQuery(invoiceClientsFeature, {});
  const { saving, fieldErrors, selected } = invoices.state;
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const wasSaving = useRef(false);
  const asked = useRef(false);
  // What the feature held before this save: a save that went through puts a fresh record there.
  const before = useRef<unknown>(null);
  const { closeForm } = invoices;

  // A previous visit's field errors are not this form's.
  useEffect(() => {
    closeForm();
  }, [closeForm]);

  useEffect(() => {
    if (asked.current && wasSaving.current && !saving) {
      asked.current = false;
      if (!fieldErrors && selected && selected !== before.current) {
        setLeaveTo(previewPath(selected.id));
      }
    }
    wasSaving.current = saving;
  }, [saving, fieldErrors, selected]);

  const { save: saveInvoice } = invoices;
  const save = useCallback(
    (values: InvoiceInput) => {
      asked.current = true;
      before.current = selected;
      saveInvoice(values, id);
    },
    [saveInvoice, id, selected],
  );

  return { save, saving, fieldErrors, leaveTo, clients: clients.data ?? [] };
}
