// Settings › General: the organisation's name, logo, time zone and language, how chats are routed,
// what closing a chat requires, and the offline message, in one page-wide form with Save and Reset. A save
// that changes the name or logo reaches the navbar at once (api/resources.ts tells the shell's slice).
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Spin,
  Switch,
  Tag,
  Typography,
  type FormRule,
} from 'antd';
import {
  ApartmentOutlined,
  CheckCircleOutlined,
  MessageOutlined,
  SaveOutlined,
  ShopOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { describeApiError, useAppAbility } from '@live-agent/auth';
import { queryView } from '@live-agent/store/api';
import {
  applyFieldErrors,
  lengthCount,
  NumberField,
  PageHeader,
  toast,
  UnsavedChangesPrompt,
  useFormRules,
  LoadFailedResult,
} from '@live-agent/ui-kit';
import {
  ORGANIZATION_LOCALES,
  organizationFieldsSchema,
  organizationSettingsSchema,
  ROUTING_METHODS,
} from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { LogoField } from './components/LogoField';
import { useOrganizationQuery, useOrganizationSaveMutation } from '../../api/resources';
import { reportFailure, useReportedFailure } from '../../crud/useResourceList';
import { organizationRequestBody } from './organizationSettings.body';
import { organizationRules, toFormValues, withFiguresRead } from './organizationSettings.rules';
import { type OrganizationFormFields } from './organizationSettings.types';
import { TimeZoneSelect } from './TimeZoneSelect';
import './general.css';

/** Each language in its own name, whatever the interface language is. */
export const LANGUAGE_NAMES: Record<(typeof ORGANIZATION_LOCALES)[number], string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
};

function GeneralSettingsPage(_props: { tab?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const formRules = useFormRules();
  const rules = useMemo(() => organizationRules(formRules), [formRules]);
  const loaded = useOrganizationQuery();
  const { data: organization, status, reload } = queryView(loaded, describeApiError);
  useReportedFailure(loaded.error);
  const [saveOrganization, { isLoading: saving }] = useOrganizationSaveMutation();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]> | null>(null);
  const canManage = useAppAbility().can('manage', 'Settings');
  const [form] = Form.useForm<OrganizationFormFields>();
  const [dirty, setDirty] = useState(false);

  const initialValues = useMemo(() => (organization ? toFormValues(organization) : undefined), [organization]);

  // A loaded or saved organisation becomes the form's new starting point.
  useEffect(() => {
    if (!initialValues) return;
    form.resetFields();
    setDirty(false);
  }, [form, initialValues]);

  useEffect(() => applyFieldErrors(form, fieldErrors), [form, fieldErrors]);

  const languages = ORGANIZATION_LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

  if (!organization) {
    return (
      <div className="la-general">
        <PageHeader title={t('general.title')} subtitle={t('general.subtitle')} />
        {status === 'error' ? (
          <LoadFailedResult title={t('common.loadFailed')} onRetry={reload} retryLabel={t('common.retry')} />
        ) : (
          <Flex justify="center" className="la-general-loading">
            <Spin size="large" description={t('general.loading')} />
          </Flex>
        )}
      </div>
    );
  }

  const submit = async (fields: OrganizationFormFields) => {
    const { image, ...values } = withFiguresRead(fields);
    setFieldErrors(null);
    try {
      await saveOrganization(organizationRequestBody(values, image ?? { kind: 'keep' })).unwrap();
      toast.success(t('general.saved'));
    } catch (error) {
      setFieldErrors(reportFailure(error));
    }
  };

  const reset = () => {
    form.resetFields();
    setDirty(false);
  };

  const actions = canManage ? (
    <>
      <UnsavedChangesPrompt when={dirty} />
      {dirty ? (
        <Tag color="gold" className="la-general-dirty">
          {t('general.unsaved')}
        </Tag>
      ) : null}
      <Button icon={<UndoOutlined />} onClick={reset} disabled={!dirty || saving}>
        {t('general.reset')}
      </Button>
      <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => form.submit()}>
        {t('general.save')}
      </Button>
    </>
  ) : null;

  return (
    <div className="la-general">
      <PageHeader title={t('general.title')} subtitle={t('general.subtitle')} extra={actions} />
      {canManage ? null : <Alert type="info" showIcon title={t('common.readOnly')} className="la-general-alert" />}
      <Form<OrganizationFormFields>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={() => setDirty(true)}
        disabled={!canManage}
        requiredMark
        scrollToFirstError
        aria-label={t('general.title')}
      >
        <Flex vertical gap={16}>
          <Card title={<SectionTitle icon={<ShopOutlined />} text={t('general.sections.organization')} />}>
            <Row gutter={[24, 0]}>
              <Col xs={24} lg={14}>
                <Form.Item name="name" label={t('general.fields.name')} rules={rules.name}>
                  <Input count={lengthCount(organizationFieldsSchema.shape.name)} autoComplete="organization" />
                </Form.Item>
                <Row gutter={16}>
                  <Col xs={24} md={14}>
                    <HintedItem field="timezone" rules={rules.timezone}>
                      <TimeZoneSelect keep={[organization?.timezone]} aria-label={t('general.fields.timezone')} />
                    </HintedItem>
                  </Col>
                  <Col xs={24} md={10}>
                    <HintedItem field="locale" rules={rules.locale}>
                      <Select options={languages} aria-label={t('general.fields.locale')} />
                    </HintedItem>
                  </Col>
                </Row>
              </Col>
              <Col xs={24} lg={10}>
                <Form.Item noStyle shouldUpdate={(before, after) => before.name !== after.name}>
                  {() => (
                    <Form.Item name="image" label={t('general.fields.logo')} rules={rules.image}>
                      <LogoField
                        current={organization.image}
                        name={form.getFieldValue('name') ?? organization.name}
                        disabled={!canManage}
                      />
                    </Form.Item>
                  )}
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <Card
                className="la-general-card"
                title={<SectionTitle icon={<ApartmentOutlined />} text={t('general.sections.routing')} />}
              >
                <Form.Item
                  name={['settings', 'routingMethod']}
                  label={t('general.fields.routingMethod')}
                  rules={rules.routingMethod}
                >
                  <Radio.Group vertical className="la-general-routing">
                    {ROUTING_METHODS.map((method) => (
                      <Radio key={method} value={method}>
                        <span className="la-general-option">
                          <Typography.Text strong>{t(`general.routing.${method}.title`)}</Typography.Text>
                          <Typography.Text type="secondary">
                            {t(`general.routing.${method}.description`)}
                          </Typography.Text>
                        </span>
                      </Radio>
                    ))}
                  </Radio.Group>
                </Form.Item>
                <NumberItem name="defaultMaxConcurrentChats" unit="chats" rules={rules.defaultMaxConcurrentChats} />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card
                className="la-general-card"
                title={<SectionTitle icon={<CheckCircleOutlined />} text={t('general.sections.closing')} />}
              >
                {CLOSING_SWITCHES.map((name) => (
                  <SwitchItem key={name} name={name} />
                ))}
                <NumberItem name="autoCloseIdleMinutes" unit="minutes" rules={rules.autoCloseIdleMinutes} />
              </Card>
            </Col>
          </Row>

          <Card title={<SectionTitle icon={<MessageOutlined />} text={t('general.sections.offline')} />}>
            <HintedItem field="offlineMessage" settings rules={rules.offlineMessage}>
              <Input.TextArea rows={4} count={lengthCount(organizationSettingsSchema.shape.offlineMessage)} />
            </HintedItem>
          </Card>
        </Flex>
        {/* Enter in a field submits, as in every other form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </div>
  );
}

function SectionTitle({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Flex gap={8} align="center" className="la-general-section">
      {icon}
      <span>{text}</span>
    </Flex>
  );
}

/** The switches of the closing card, in order. */
const CLOSING_SWITCHES = ['csatEnabled', 'requireCommentOnClose', 'requireCategoryOnClose'] as const;

/** A field labelled `general.fields.<field>` and explained by `general.hints.<field>`; `settings`: one of the settings. */
function HintedItem({
  field,
  settings = false,
  rules,
  children,
}: {
  field: string;
  settings?: boolean;
  rules: FormRule[];
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Form.Item
      name={settings ? ['settings', field] : field}
      label={t(`general.fields.${field}`)}
      extra={t(`general.hints.${field}`)}
      rules={rules}
    >
      {children}
    </Form.Item>
  );
}

/** A whole number of the settings, with its unit after it. */
function NumberItem({ name, unit, rules }: { name: string; unit: 'chats' | 'minutes'; rules: FormRule[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <HintedItem field={name} settings rules={rules}>
      <NumberField whole className="la-general-number" suffix={t(`general.units.${unit}`)} />
    </HintedItem>
  );
}

/** A switch of the settings, named by its label and described by its hint. */
function SwitchItem({ name }: { name: string }) {
  const { t } = useTranslation(NAMESPACE);
  const id = `la-general-${name}`;
  const label = t(`general.fields.${name}`);
  const hint = t(`general.hints.${name}`);
  return (
    <Flex gap={12} align="flex-start" className="la-general-switch-row">
      <Form.Item name={['settings', name]} valuePropName="checked" noStyle>
        <Switch id={id} aria-describedby={`${id}-hint`} />
      </Form.Item>
      <Flex vertical>
        <label htmlFor={id} className="la-general-switch-label">
          {label}
        </label>
        <Typography.Text type="secondary" id={`${id}-hint`}>
          {hint}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

export default GeneralSettingsPage;
