// The add and edit form of an invoice: the client (picked from the clients call, or a new one from a drawer, its
// details editable), the days (due not before issued), the lines (added, removed and moved with buttons, each
// cost × quantity), discount and tax, note and salesperson. The totals follow as the user types, in their
// language's money format. Save sends it (the server's 422 errors land under their fields, nothing typed is
// lost); Preview shows the document as it stands; leaving with unsaved changes asks first.
//
// Figures stay as typed (ui-kit's NumberField) and a typed day stays as typed (DateField): the field's rule, the
// server's schema, says what is wrong with it, so what is shown is what is totalled and saved. A keystroke renders
// only what it changes: each line is its own memoised component, and only the line's amount, the totals and the
// client picker watch the values they show (a watch in the form itself re-rendered all 50 lines on every key).
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Col, Divider, Flex, Form, Input, Modal, Row, Select, type FormListOperation } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EyeOutlined,
  PlusOutlined,
  SaveOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import type { InvoiceClient, InvoiceInput } from '@live-agent/contracts';
import type { InvoiceSave } from '../useInvoiceSave';
import {
  DateField,
  NumberField,
  RowField,
  UnsavedChangesPrompt,
  applyFieldErrors,
  useClearable,
  useFormRules,
  useKeptFormDraft,
} from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { useInvoiceFormat } from '../invoice.format';
import { dayOf, invoiceRules, useClientRules } from '../invoice.rules';
import { costOf, draftTotals, lineAmount, percentOf, quantityOf } from '../invoice.totals';
import { ClientDrawer } from './ClientDrawer';
import { InvoiceDocument } from './InvoiceDocument';
import { TextFields } from '../../../shared/TextFields';
import { CLIENT_INPUTS } from './clientInputs';

/** A figure as the form holds it: a loaded record's number, or the text as typed. */
type Figure = number | string | null;

interface LineValues {
  name: string;
  description: string;
  cost: Figure;
  quantity: Figure;
}

export interface InvoiceFormValues {
  client: InvoiceClient;
  issuedDate: Dayjs | null;
  dueDate: Dayjs | null;
  service: string;
  items: LineValues[];
  discountPercent: Figure;
  taxPercent: Figure;
  note: string;
  salesperson: string;
}

export const EMPTY_LINE: LineValues = { name: '', description: '', cost: null, quantity: 1 };
const EMPTY_CLIENT: InvoiceClient = { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' };

/** A new invoice: issued today, due in 30 days, one empty line. */
export const blankInvoice = (): InvoiceFormValues => ({
  client: EMPTY_CLIENT,
  issuedDate: dayjs(),
  dueDate: dayjs().add(30, 'day'),
  service: '',
  items: [EMPTY_LINE],
  discountPercent: 0,
  taxPercent: 0,
  note: '',
  salesperson: '',
});

export const toFormValues = (invoice: InvoiceInput): InvoiceFormValues => ({
  client: { ...invoice.client },
  issuedDate: invoice.issuedDate ? dayjs(invoice.issuedDate) : null,
  dueDate: invoice.dueDate ? dayjs(invoice.dueDate) : null,
  service: invoice.service,
  items: invoice.items.map((item) => ({ ...item })),
  discountPercent: invoice.discountPercent,
  taxPercent: invoice.taxPercent,
  note: invoice.note,
  salesperson: invoice.salesperson,
});

export const fromFormValues = (values: InvoiceFormValues): InvoiceInput => ({
  client: { ...EMPTY_CLIENT, ...values.client },
  issuedDate: dayOf(values.issuedDate),
  dueDate: dayOf(values.dueDate),
  service: values.service ?? '',
  items: (values.items ?? []).map((item) => ({
    name: item?.name ?? '',
    description: item?.description ?? '',
    // Read as the server reads them; the form's rules have refused, by their fields, what it would refuse.
    cost: costOf(item?.cost),
    quantity: quantityOf(item?.quantity),
  })),
  discountPercent: percentOf(values.discountPercent),
  taxPercent: percentOf(values.taxPercent),
  note: values.note ?? '',
  salesperson: values.salesperson ?? '',
});

export function InvoiceForm({
  id,
  initial,
  save: { clients, saving, fieldErrors, save: onSave, leaveTo },
}: {
  /** The invoice being edited; none for a new one. */
  id?: number;
  initial: InvoiceFormValues;
  /** The save's hook (useInvoiceSave of `id`): the clients to pick from, the save, its state, where to go after it. */
  save: InvoiceSave;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<InvoiceFormValues>();
  const clientRules = useClientRules();
  const formRules = useFormRules();
  const rules = useMemo(() => invoiceRules(formRules), [formRules]);
  const [dirty, setDirty] = useState(false);
  // Kept should the session end while the invoice is being written (docs/architecture.md, "Drafts kept when a session ends").
  const { offer } = useKeptFormDraft(form, id === undefined ? 'invoice:new' : `invoice:edit:${id}`, {
    onRestored: () => setDirty(true),
  });
  const [addingClient, setAddingClient] = useState(false);
  const [newClients, setNewClients] = useState<InvoiceClient[]>([]);
  const [previewing, setPreviewing] = useState(false);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initial);
    setDirty(false);
  }, [form, initial]);

  // Leave only after the render that made the form clean: the unsaved-changes guard (a child, whose effects
  // run first) then lets the navigation through.
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<string | null>(null);
  useEffect(() => {
    if (!leaveTo) return;
    setDirty(false);
    setLeaving(leaveTo);
  }, [leaveTo]);
  useEffect(() => {
    if (leaving && !dirty) navigate(leaving);
  }, [leaving, dirty, navigate]);

  useEffect(() => applyFieldErrors(form, fieldErrors), [form, fieldErrors]);

  const choices = useMemo(() => {
    const all = [...newClients, ...clients, initial.client].filter((client) => client.name.trim());
    return all.filter((client, index) => all.findIndex((other) => other.name === client.name) === index);
  }, [newClients, clients, initial.client]);

  const pick = (name: string | undefined) => {
    const client = choices.find((choice) => choice.name === name) ?? EMPTY_CLIENT;
    form.setFieldsValue({ client: { ...client } });
    setDirty(true);
    void form
      .validateFields([
        ['client', 'name'],
        ['client', 'companyEmail'],
      ])
      .catch(() => undefined);
  };

  // Form.List hands out new operations on every render; the lines get callbacks that never change, so a line
  // renders again only when its own place changes.
  const listOperations = useRef<FormListOperation | null>(null);
  const [moveLine, removeLine, addLine] = useMemo(
    () => [
      (from: number, to: number) => {
        listOperations.current?.move(from, to);
        setDirty(true);
      },
      (name: number) => {
        listOperations.current?.remove(name);
        setDirty(true);
      },
      () => {
        listOperations.current?.add({ ...EMPTY_LINE });
        setDirty(true);
      },
    ],
    [],
  );

  const previewValues = () => {
    const input = fromFormValues(form.getFieldsValue(true) as InvoiceFormValues);
    return { ...input, ...draftTotals(input.items, input.discountPercent, input.taxPercent), id };
  };

  return (
    <>
      <UnsavedChangesPrompt when={dirty} />
      {offer}
      <Form<InvoiceFormValues>
        form={form}
        layout="vertical"
        onValuesChange={() => {
          if (!dirty) setDirty(true);
        }}
        onFinish={(values) => onSave(fromFormValues(values))}
        scrollToFirstError
        data-testid="invoice-form"
      >
        <Card title={t('invoice.form.client')} style={{ marginBottom: 16 }}>
          <Flex gap={8} wrap align="end" style={{ marginBottom: 16 }}>
            <ClientPicker choices={choices} onPick={pick} />
            <Button icon={<UserAddOutlined />} onClick={() => setAddingClient(true)}>
              {t('invoice.form.newClient')}
            </Button>
          </Flex>
          <Row gutter={16}>
            <TextFields
              labels="invoice.clientDrawer"
              rules={clientRules}
              fields={CLIENT_INPUTS}
              order={['name', 'companyEmail', 'company', 'contact', 'address', 'country']}
              path="client"
              column={{ xs: 24, md: 12 }}
            />
          </Row>
        </Card>

        <Card style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="issuedDate" label={t('invoice.form.issuedDate')} rules={rules.issuedDate}>
                <DateField style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="dueDate"
                label={t('invoice.form.dueDate')}
                dependencies={['issuedDate']}
                rules={rules.dueDate}
              >
                <DateField style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="service" label={t('invoice.form.service')} rules={rules.service}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('invoice.form.items')} style={{ marginBottom: 16 }}>
          <Form.List name="items" rules={rules.items}>
            {(fields, operations, { errors }) => {
              listOperations.current = operations;
              return (
                <>
                  {/* The lines in a box of their own. In the card's body, beside the errors and the Add button that
                      antd's sibling rules ("svg + span", "[class*='-24 '] + …") check, every added line made the
                      browser restyle the fields and icons of all the lines (6–8 ms a click at 30 lines). */}
                  <div className="la-invoice-lines">
                    {fields.map((field, index) => (
                      <InvoiceLine
                        key={field.key}
                        name={field.name}
                        index={index}
                        last={index === fields.length - 1}
                        rules={rules}
                        onMove={moveLine}
                        onRemove={removeLine}
                        t={t}
                      />
                    ))}
                  </div>
                  <Form.ErrorList errors={errors} />
                </>
              );
            }}
          </Form.List>
          <AddLineButton onAdd={addLine} />
          <Divider />
          <Row gutter={16}>
            <Col xs={24} md={14}>
              <Row gutter={16}>
                <Col xs={12}>
                  <Form.Item name="discountPercent" label={t('invoice.form.discount')} rules={rules.discountPercent}>
                    <NumberField />
                  </Form.Item>
                </Col>
                <Col xs={12}>
                  <Form.Item name="taxPercent" label={t('invoice.form.tax')} rules={rules.taxPercent}>
                    <NumberField />
                  </Form.Item>
                </Col>
                <Col xs={24}>
                  <Form.Item name="salesperson" label={t('invoice.form.salesperson')} rules={rules.salesperson}>
                    <Input autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col xs={24}>
                  <Form.Item name="note" label={t('invoice.form.note')} rules={rules.note}>
                    <Input.TextArea rows={3} />
                  </Form.Item>
                </Col>
              </Row>
            </Col>
            <Col xs={24} md={10}>
              <FormTotals />
            </Col>
          </Row>
        </Card>

        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
            {t('invoice.form.save')}
          </Button>
          <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)}>
            {t('invoice.form.preview')}
          </Button>
        </Flex>
      </Form>
      <ClientDrawer
        open={addingClient}
        onClose={() => setAddingClient(false)}
        onAdd={(client) => {
          setNewClients((list) => [client, ...list.filter((other) => other.name !== client.name)]);
          form.setFieldsValue({ client });
          setDirty(true);
          setAddingClient(false);
        }}
      />
      <Modal
        open={previewing}
        title={t('invoice.form.preview')}
        onCancel={() => setPreviewing(false)}
        footer={<Button onClick={() => setPreviewing(false)}>{t('invoice.form.close')}</Button>}
        width={900}
        destroyOnHidden
      >
        {previewing ? <InvoiceDocument invoice={previewValues()} /> : null}
      </Modal>
    </>
  );
}

type InvoiceRules = ReturnType<typeof invoiceRules>;
/** The form's strings, handed to each line: fifty lines each asking i18next for them cost more than the lines' fields. */
type Translate = ReturnType<typeof useTranslation>['t'];

/** The client picker: it follows the client's name (the only part of the form that re-renders with it). */
function ClientPicker({ choices, onPick }: { choices: InvoiceClient[]; onPick: (name: string | undefined) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const form = Form.useFormInstance<InvoiceFormValues>();
  const clientName = Form.useWatch(['client', 'name'], form) as string | undefined;
  const clearable = useClearable();
  return (
    <div style={{ flex: '1 1 240px', minWidth: 0 }}>
      <label htmlFor="invoice-client-pick" className="la-sr-only">
        {t('invoice.form.pickClient')}
      </label>
      <Select
        id="invoice-client-pick"
        aria-label={t('invoice.form.pickClient')}
        placeholder={t('invoice.form.pickClient')}
        style={{ width: '100%' }}
        value={choices.some((choice) => choice.name === clientName) ? clientName : undefined}
        options={choices.map((client) => ({
          value: client.name,
          label: client.company ? `${client.name} · ${client.company}` : client.name,
        }))}
        onChange={onPick}
        allowClear={clearable}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </div>
  );
}

/** The Add line button, apart from the list: a line added renders the list again, not the button. */
const AddLineButton = memo(function AddLineButton({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button icon={<PlusOutlined />} onClick={onAdd}>
      {t('invoice.form.addItem')}
    </Button>
  );
});

/** A line's "Move up" or "Move down", memoised: the line above a new one renders only its "Move down" again. */
const MoveButton = memo(function MoveButton({
  index,
  down,
  disabled,
  onMove,
  t,
}: {
  index: number;
  down: boolean;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  t: Translate;
}) {
  const label = t(down ? 'invoice.form.moveDown' : 'invoice.form.moveUp', { n: index + 1 });
  return (
    <Button
      type="text"
      size="small"
      icon={down ? <ArrowDownOutlined /> : <ArrowUpOutlined />}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onMove(index, down ? index + 1 : index - 1)}
    />
  );
});

/** A line's "Remove", memoised like its moves. */
const RemoveButton = memo(function RemoveButton({
  name,
  n,
  onRemove,
  t,
}: {
  name: number;
  n: number;
  onRemove: (name: number) => void;
  t: Translate;
}) {
  const label = t('invoice.form.removeItem', { n });
  return (
    <Button
      type="text"
      size="small"
      danger
      icon={<DeleteOutlined />}
      aria-label={label}
      title={label}
      onClick={() => onRemove(name)}
    />
  );
});

/** One line's amount, following only its own cost and quantity. */
const LineAmount = memo(function LineAmount({ name, t }: { name: number; t: Translate }) {
  const form = Form.useFormInstance<InvoiceFormValues>();
  const format = useInvoiceFormat();
  const cost = Form.useWatch(['items', name, 'cost'], form) as Figure | undefined;
  const quantity = Form.useWatch(['items', name, 'quantity'], form) as Figure | undefined;
  return (
    <>
      <span className="la-invoice-line-caption">{t('invoice.form.lineAmount')}</span>
      <span className="la-invoice-line-amount" data-testid="line-amount">
        {format.money(lineAmount({ cost, quantity }))}
      </span>
    </>
  );
});

/**
 * One line of the invoice; memoised, so adding a line or typing in another does not render it again. Its fields, its
 * amount and its buttons are apart: a line that stops or becomes the last one renders its "Move down" again, nothing else
 * (a field rendered again reads its box, which makes the browser lay the whole form out). Plain elements, not antd's
 * Flex, Space and Typography, frame them: fifty lines of those were hundreds of components for a caption and a row.
 */
const InvoiceLine = memo(function InvoiceLine({
  name,
  index,
  last,
  rules,
  onMove,
  onRemove,
  t,
}: {
  /** The line's name in the form's list. */
  name: number;
  index: number;
  last: boolean;
  rules: InvoiceRules;
  onMove: (from: number, to: number) => void;
  onRemove: (name: number) => void;
  t: Translate;
}) {
  const n = index + 1;
  return (
    <div className="la-invoice-line" role="group" aria-label={t('invoice.form.line', { n })} data-testid="invoice-line">
      {/* A CSS grid, not antd's Row and Col: each Row watches the screen's width on its own (six media queries
          and a second render per line), which made every added line slower (invoice.css, .la-invoice-line-fields). */}
      <div className="la-invoice-line-fields">
        <LineFields name={name} n={n} rules={rules} t={t} />
        <div className="la-invoice-line-wide la-invoice-line-end">
          <LineAmount name={name} t={t} />
          <div className="la-invoice-line-actions">
            <MoveButton index={index} down={false} disabled={index === 0} onMove={onMove} t={t} />
            <MoveButton index={index} down disabled={last} onMove={onMove} t={t} />
            <RemoveButton name={name} n={n} onRemove={onRemove} t={t} />
          </div>
        </div>
      </div>
    </div>
  );
});

/**
 * A line's four fields, rendered again only when the line's name or place changes. Each is ui-kit's RowField: antd's
 * field with its label and messages, without a Form.Item's grid row and columns per field and its measuring after
 * every key (docs/bench.md, the invoice form).
 */
const LineFields = memo(function LineFields({
  name,
  n,
  rules,
  t,
}: {
  name: number;
  n: number;
  rules: InvoiceRules;
  t: Translate;
}) {
  return (
    <>
      <RowField
        name={[name, 'name']}
        label={t('invoice.form.item')}
        rules={rules.itemName}
        className="la-invoice-line-wide"
      >
        <Input autoComplete="off" />
      </RowField>
      <RowField
        name={[name, 'description']}
        label={t('invoice.form.description')}
        rules={rules.itemDescription}
        className="la-invoice-line-wide"
      >
        <Input autoComplete="off" />
      </RowField>
      <RowField name={[name, 'cost']} label={t('invoice.form.cost')} rules={rules.cost}>
        <NumberField step={1} aria-label={`${t('invoice.form.cost')} ${n}`} />
      </RowField>
      <RowField name={[name, 'quantity']} label={t('invoice.form.quantity')} rules={rules.quantity}>
        <NumberField whole aria-label={`${t('invoice.form.quantity')} ${n}`} />
      </RowField>
    </>
  );
});

/** The totals, following the lines, the discount and the tax as they are typed. */
function FormTotals() {
  const { t } = useTranslation(NAMESPACE);
  const form = Form.useFormInstance<InvoiceFormValues>();
  const format = useInvoiceFormat();
  const items = Form.useWatch('items', form) as LineValues[] | undefined;
  const discountPercent = Form.useWatch('discountPercent', form) as Figure | undefined;
  const taxPercent = Form.useWatch('taxPercent', form) as Figure | undefined;
  const totals = draftTotals(items ?? [], discountPercent, taxPercent);
  return (
    <dl className="la-invoice-totals la-invoice-form-totals" aria-live="polite" data-testid="form-totals">
      <dt>{t('invoice.form.subtotal')}</dt>
      <dd data-testid="form-subtotal">{format.money(totals.subtotal)}</dd>
      <dt>{t('invoice.form.discountAmount')}</dt>
      <dd data-testid="form-discount">{format.money(totals.discount)}</dd>
      <dt>{t('invoice.form.taxAmount')}</dt>
      <dd data-testid="form-tax">{format.money(totals.tax)}</dd>
      <dt className="la-invoice-grand">{t('invoice.form.total')}</dt>
      <dd className="la-invoice-grand" data-testid="form-total">
        {format.money(totals.total)}
      </dd>
    </dl>
  );
}
