// Saving the add or edit form: a save that went through names the invoice's preview as where to go (the form goes
// there once it is clean, so the unsaved-changes guard does not ask); a 422 leaves the form as it is, the errors
// under their fields.
import { useCallback, useState } from 'react';
import type { InvoiceInput } from '@live-agent/contracts';
import { tellWriteFailure, toast } from '@live-agent/ui-kit';
import { useInvoiceClientsQuery, useSaveInvoiceMutation } from '../../api';
import { commerceT } from '../../feedback';
import { previewPath } from './invoice.format';

/** A write the server refused with a 422: the fields' messages (ui-kit's tellWriteFailure says why nothing was saved). */
export const refusedFields = (error: unknown) =>
  tellWriteFailure(error, { fallback: commerceT('invoice.toast.invalid') });

export function useInvoiceSave(id?: number) {
  const [saveInvoice, { isLoading: saving }] = useSaveInvoiceMutation();
  const clients = useInvoiceClientsQuery().data;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]> | null>(null);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  const save = useCallback(
    async (invoice: InvoiceInput) => {
      setFieldErrors(null);
      try {
        const saved = (await saveInvoice({ id, invoice }).unwrap()).invoice;
        toast.success(commerceT(id === undefined ? 'invoice.toast.created' : 'invoice.toast.updated'));
        setLeaveTo(previewPath(saved.id));
      } catch (error) {
        setFieldErrors(refusedFields(error));
      }
    },
    [saveInvoice, id],
  );

  return { save, saving, fieldErrors, leaveTo, clients: clients ?? [] };
}

export type InvoiceSave = ReturnType<typeof useInvoiceSave>;
