// The add and edit form of an invoice: the client (picked from the clients call, or a new one from a drawer, its
// details editable), the days (due not before issued), the lines (added, removed and moved with buttons, each
// cost × quantity), discount and tax, note and salesperson. The totals follow as the user types, in their
// language's money format. Save sends it (the server's 422 errors land under their fields, nothing typed is
// lost); Preview shows the document as it stands; leaving with unsaved changes asks first.
import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Divider,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Tooltip,
  Typography,
} from 'antd';
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
import { INVOICE_LIMITS as LIMITS, type InvoiceClient, type InvoiceInput } from '@live-agent/contracts';
import {
  UnsavedChangesPrompt,
  applyFieldErrors,
  useClearable,
  useDateInputFormat,
  useFormRules,
  useKeptFormDraft,
} from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { useInvoiceFormat } from '../invoice.format';
import { dayOf, invoiceRules, useClientRules } from '../invoice.rules';
import { draftTotals, lineAmount } from '../invoice.totals';
import { ClientDrawer } from './ClientDrawer';
import { InvoiceDocument } from './InvoiceDocument';

interface LineValues {
  name: string;
  description: string;
  cost: number | null;
  quantity: number | null;
}

export interface InvoiceFormValues {
  client: InvoiceClient;
  issuedDate: Dayjs | null;
  dueDate: Dayjs | null;
  service: string;
  items: LineValues[];
  discountPercent: number | null;
  taxPercent: number | null;
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
    cost: item?.cost ?? 0,
    quantity: item?.quantity ?? 0,
  })),
  discountPercent: values.discountPercent ?? 0,
  taxPercent: values.taxPercent ?? 0,
  note: values.note ?? '',
  salesperson: values.salesperson ?? '',
});

export function InvoiceForm({
  id,
  initial,
  clients,
  saving,
  fieldErrors,
  onSave,
  leaveTo,
}: {
  /** The invoice being edited; none for a new one. */
  id?: number;
  initial: InvoiceFormValues;
  clients: InvoiceClient[];
  saving: boolean;
  fieldErrors: Record<string, string[]> | null;
  onSave: (invoice: InvoiceInput) => void;
  /** Where to go once a save went through (the form is then clean, so nothing asks before leaving). */
  leaveTo: string | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const clearable = useClearable();
  const [form] = Form.useForm<InvoiceFormValues>();
  const format = useInvoiceFormat();
  const dateFormat = useDateInputFormat();
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

  const items = Form.useWatch('items', form) as LineValues[] | undefined;
  const discountPercent = Form.useWatch('discountPercent', form) as number | null | undefined;
  const taxPercent = Form.useWatch('taxPercent', form) as number | null | undefined;
  const clientName = Form.useWatch(['client', 'name'], form) as string | undefined;
  const totals = draftTotals(items ?? [], discountPercent, taxPercent);

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
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => onSave(fromFormValues(values))}
        scrollToFirstError
        data-testid="invoice-form"
      >
        <Card title={t('invoice.form.client')} style={{ marginBottom: 16 }}>
          <Flex gap={8} wrap align="end" style={{ marginBottom: 16 }}>
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
                onChange={pick}
                allowClear={clearable}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </div>
            <Button icon={<UserAddOutlined />} onClick={() => setAddingClient(true)}>
              {t('invoice.form.newClient')}
            </Button>
          </Flex>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name={['client', 'name']} label={t('invoice.clientDrawer.name')} rules={clientRules.name}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name={['client', 'companyEmail']}
                label={t('invoice.clientDrawer.companyEmail')}
                rules={clientRules.companyEmail}
              >
                <Input type="email" className="la-invoice-ltr-input" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name={['client', 'company']}
                label={t('invoice.clientDrawer.company')}
                rules={clientRules.company}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name={['client', 'contact']}
                label={t('invoice.clientDrawer.contact')}
                rules={clientRules.contact}
              >
                <Input type="tel" className="la-invoice-ltr-input" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name={['client', 'address']}
                label={t('invoice.clientDrawer.address')}
                rules={clientRules.address}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name={['client', 'country']}
                label={t('invoice.clientDrawer.country')}
                rules={clientRules.country}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="issuedDate" label={t('invoice.form.issuedDate')} rules={rules.issuedDate}>
                <DatePicker format={dateFormat.date} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="dueDate"
                label={t('invoice.form.dueDate')}
                dependencies={['issuedDate']}
                rules={rules.dueDate}
              >
                <DatePicker format={dateFormat.date} style={{ width: '100%' }} />
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
            {(fields, { add, remove, move }, { errors }) => (
              <>
                {fields.map((field, index) => {
                  const n = index + 1;
                  return (
                    <div
                      key={field.key}
                      className="la-invoice-line"
                      role="group"
                      aria-label={t('invoice.form.line', { n })}
                      data-testid="invoice-line"
                    >
                      {/* Widths that hold each label whole in every language ("Quantidade" did not fit in 2/24). */}
                      <Row gutter={12}>
                        <Col xs={24} md={7}>
                          <Form.Item name={[field.name, 'name']} label={t('invoice.form.item')} rules={rules.itemName}>
                            <Input autoComplete="off" />
                          </Form.Item>
                        </Col>
                        <Col xs={24} md={7}>
                          <Form.Item
                            name={[field.name, 'description']}
                            label={t('invoice.form.description')}
                            rules={rules.itemDescription}
                          >
                            <Input autoComplete="off" />
                          </Form.Item>
                        </Col>
                        <Col xs={12} md={4}>
                          <Form.Item name={[field.name, 'cost']} label={t('invoice.form.cost')} rules={rules.cost}>
                            <InputNumber<number>
                              min={0}
                              max={LIMITS.maxCost}
                              precision={2}
                              step={1}
                              style={{ width: '100%' }}
                              aria-label={`${t('invoice.form.cost')} ${n}`}
                            />
                          </Form.Item>
                        </Col>
                        <Col xs={12} md={3}>
                          <Form.Item
                            name={[field.name, 'quantity']}
                            label={t('invoice.form.quantity')}
                            rules={rules.quantity}
                          >
                            <InputNumber<number>
                              min={1}
                              max={LIMITS.maxQuantity}
                              precision={0}
                              style={{ width: '100%' }}
                              aria-label={`${t('invoice.form.quantity')} ${n}`}
                            />
                          </Form.Item>
                        </Col>
                        <Col xs={24} md={3}>
                          <Flex vertical align="end" gap={8}>
                            <Typography.Text type="secondary">{t('invoice.form.lineAmount')}</Typography.Text>
                            <span className="la-invoice-line-amount" data-testid="line-amount">
                              {format.money(lineAmount(items?.[index]))}
                            </span>
                            <Space size={0}>
                              <Tooltip title={t('invoice.form.moveUp', { n })}>
                                <Button
                                  type="text"
                                  size="small"
                                  icon={<ArrowUpOutlined />}
                                  aria-label={t('invoice.form.moveUp', { n })}
                                  disabled={index === 0}
                                  onClick={() => {
                                    move(index, index - 1);
                                    setDirty(true);
                                  }}
                                />
                              </Tooltip>
                              <Tooltip title={t('invoice.form.moveDown', { n })}>
                                <Button
                                  type="text"
                                  size="small"
                                  icon={<ArrowDownOutlined />}
                                  aria-label={t('invoice.form.moveDown', { n })}
                                  disabled={index === fields.length - 1}
                                  onClick={() => {
                                    move(index, index + 1);
                                    setDirty(true);
                                  }}
                                />
                              </Tooltip>
                              <Tooltip title={t('invoice.form.removeItem', { n })}>
                                <Button
                                  type="text"
                                  size="small"
                                  danger
                                  icon={<DeleteOutlined />}
                                  aria-label={t('invoice.form.removeItem', { n })}
                                  onClick={() => {
                                    remove(field.name);
                                    setDirty(true);
                                  }}
                                />
                              </Tooltip>
                            </Space>
                          </Flex>
                        </Col>
                      </Row>
                    </div>
                  );
                })}
                <Form.ErrorList errors={errors} />
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => {
                    add({ ...EMPTY_LINE });
                    setDirty(true);
                  }}
                >
                  {t('invoice.form.addItem')}
                </Button>
              </>
            )}
          </Form.List>
          <Divider />
          <Row gutter={16}>
            <Col xs={24} md={14}>
              <Row gutter={16}>
                <Col xs={12}>
                  <Form.Item name="discountPercent" label={t('invoice.form.discount')} rules={rules.discountPercent}>
                    <InputNumber<number> min={0} max={100} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={12}>
                  <Form.Item name="taxPercent" label={t('invoice.form.tax')} rules={rules.taxPercent}>
                    <InputNumber<number> min={0} max={100} style={{ width: '100%' }} />
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
