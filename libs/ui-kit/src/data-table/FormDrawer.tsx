// The create/edit drawer every product list shares: an antd Form in a Drawer with Save and Cancel, Enter to
// submit, the server's 422 field errors placed under their fields, and nothing lost on failure (the form
// keeps what was typed until the user cancels or the save succeeds). Closing a form with changes (Cancel, the
// close button, Escape) asks first.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Drawer, Flex, Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';
import { discardChangesQuestion } from '../feedback/UnsavedChangesPrompt';
import { fromDraft, toDraft } from '../kept-drafts/draftValues';
import { useKeptDraft } from '../kept-drafts/useKeptDraft';

/** Server field errors (`{ 'settings.csat': ['…'] }`) onto the antd fields they name (dots become name paths). */
export function applyFieldErrors(form: FormInstance, errors: Record<string, string[]> | null | undefined): void {
  if (!errors) return;
  const fields = Object.entries(errors)
    .filter(([, messages]) => messages?.length)
    .map(([name, messages]) => ({
      name: name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      errors: messages,
    }));
  if (fields.length) form.setFields(fields);
}

/**
 * What a list screen hands the create/edit drawer of its records: the drawer's state and the save. A drawer takes
 * these beside its record and passes them on to FormDrawer as they are, so every list wires its drawer one way.
 */
export interface EditDrawerProps<I> {
  open: boolean;
  saving: boolean;
  /** The last save's 422 errors. */
  fieldErrors: Record<string, string[]> | null;
  onClose: () => void;
  /** The draft to save; `id` is the record edited (none for a new one). */
  onSubmit: (draft: I, id?: number) => void;
}

export function FormDrawer<V extends object>({
  title,
  open,
  form,
  saving,
  fieldErrors,
  onClose,
  onSubmit,
  children,
  width = 480,
  initialValues,
  testId,
  keepDraft,
}: {
  title: ReactNode;
  open: boolean;
  form: FormInstance<V>;
  saving: boolean;
  /** The last save's 422 errors; shown under their fields whenever they change. */
  fieldErrors?: Record<string, string[]> | null;
  onClose: () => void;
  onSubmit: (values: V) => void;
  children: ReactNode;
  width?: number;
  /** Values the form starts from each time the drawer opens (a record to edit, or defaults for a new one). */
  initialValues?: Partial<V>;
  testId?: string;
  /**
   * Keep what was typed should the session end while the drawer is open, under this key (one per form and record:
   * 'agent:edit:4'), and offer it back when the drawer opens again after signing in (kept-drafts/useKeptDraft.tsx).
   */
  keepDraft?: string;
}) {
  const { t } = useTranslation(UI_NAMESPACE);
  const [modal, modalHolder] = Modal.useModal();
  // Set by the user's own edits only (onValuesChange), not by filling the form when it opens.
  const changed = useRef(false);
  const { offer } = useKeptDraft<unknown>({
    key: keepDraft,
    active: open,
    read: () => (changed.current ? toDraft(form.getFieldsValue(true)) : undefined),
    restore: (values) => {
      form.setFieldsValue(fromDraft(values) as never);
      changed.current = true;
    },
  });

  const requestClose = () => {
    if (!changed.current) {
      onClose();
      return;
    }
    modal.confirm({ ...discardChangesQuestion(t), onOk: onClose });
  };

  // Only a new opening (or a different record) resets the fields; re-renders while open must not.
  useEffect(() => {
    if (!open) return;
    changed.current = false;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as never);
  }, [open, initialValues, form]);

  useEffect(() => applyFieldErrors(form, fieldErrors), [form, fieldErrors]);

  return (
    <Drawer
      title={title}
      open={open}
      onClose={requestClose}
      size={width}
      destroyOnHidden={false}
      forceRender
      data-testid={testId}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={requestClose}>{t('form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('form.save')}
          </Button>
        </Flex>
      }
    >
      {modalHolder}
      {offer}
      <Form
        form={form}
        layout="vertical"
        onFinish={onSubmit}
        onValuesChange={() => {
          changed.current = true;
        }}
        requiredMark
        scrollToFirstError
      >
        {children}
        {/* Enter in any field submits, as in every other form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Drawer>
  );
}
