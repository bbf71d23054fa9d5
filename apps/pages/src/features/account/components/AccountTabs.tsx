// The six tabs of the account settings, each its own form with its own Save (docs/demo-api.md, Account settings).
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Flex, Form, Input, Switch, Typography } from 'antd';
import {
  EyeInvisibleOutlined,
  EyeOutlined,
  GithubOutlined,
  GoogleOutlined,
  FacebookOutlined,
  LinkOutlined,
  TwitterOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ACCOUNT_CONNECTIONS,
  ACCOUNT_NOTIFICATIONS,
  ACCOUNT_SOCIAL_LINKS,
  accountInfoSchema,
  type AccountConnection,
  type AccountGeneral,
  type AccountInfo,
  type AccountSettings,
  type ChangePasswordRequest,
} from '@live-agent/contracts';
import { DateField, lengthCount, useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { AvatarField } from '../../../shared/AvatarField';
import { accountRules } from '../account.rules';
import { isAfterBirthDateLimit, pageToday } from '../../../shared/rules';
import { useAccountTab } from '../useAccountTab';
import { FormActions } from '../../../shared/FormActions';
import { FieldGrid, useGridField } from '../../../shared/FieldGrid';
import '../account.css';

/** The bio's counter, up to the most the server takes. */
const BIO_COUNT = lengthCount(accountInfoSchema(pageToday).shape.bio);

/** The account forms' rules in the page's language. */
function useAccountRules() {
  const formRules = useFormRules();
  return useMemo(() => accountRules(formRules), [formRules]);
}

export function GeneralTab({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation(NAMESPACE);
  const rules = useAccountRules().general;
  const { form, saving, save, offer } = useAccountTab<AccountGeneral>('general', (saved) => saved.general);
  const field = useGridField('account.general', rules);
  const name = Form.useWatch('fullName', form) ?? settings.general.fullName;
  return (
    <Form form={form} layout="vertical" onFinish={save} data-testid="account-general">
      {offer}
      <Form.Item name="avatar" label={t('account.general.avatar')}>
        <AvatarField name={name} />
      </Form.Item>
      <FieldGrid
        fields={[
          field('username', <Input autoComplete="username" />),
          field('fullName', <Input autoComplete="name" />),
          field('email', <Input type="email" autoComplete="email" />),
          field('company', <Input autoComplete="organization" />),
        ]}
      />
      <FormActions saving={saving} onReset={() => form.setFieldsValue(settings.general)} />
    </Form>
  );
}

export function PasswordTab() {
  const { t } = useTranslation(NAMESPACE);
  const rules = useAccountRules().password;
  const { form, saving, save } = useAccountTab<ChangePasswordRequest>('password', () => ({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  }));
  const toggle = (visible: boolean) => (visible ? <EyeOutlined /> : <EyeInvisibleOutlined />);
  const visibility = { visibilityToggle: true, iconRender: toggle };
  return (
    <Form form={form} layout="vertical" onFinish={save} data-testid="account-password" style={{ maxWidth: 520 }}>
      <Form.Item name="currentPassword" label={t('account.password.current')} rules={rules.currentPassword}>
        <Input.Password autoComplete="current-password" {...visibility} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('account.password.new')}
        extra={t('account.password.hint')}
        rules={rules.newPassword}
      >
        <Input.Password autoComplete="new-password" {...visibility} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('account.password.confirm')}
        dependencies={['newPassword']}
        rules={rules.confirmPassword}
      >
        <Input.Password autoComplete="new-password" {...visibility} />
      </Form.Item>
      <FormActions saving={saving} onReset={() => form.resetFields()} />
    </Form>
  );
}

type InfoValues = Omit<AccountInfo, 'dob'> & { dob: Dayjs | null };

const infoValues = ({ info }: AccountSettings): InfoValues => ({ ...info, dob: info.dob ? dayjs(info.dob) : null });

export function InfoTab({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation(NAMESPACE);
  const rules = useAccountRules().info;
  const field = useGridField('account.info', rules);
  const { form, saving, save, offer } = useAccountTab<InfoValues>('info', infoValues);
  return (
    <Form<InfoValues>
      form={form}
      layout="vertical"
      data-testid="account-info"
      onFinish={({ dob, ...values }) => save({ ...values, dob: dob ? dob.format('YYYY-MM-DD') : '' })}
    >
      {offer}
      <FieldGrid
        fields={[
          field('bio', <Input.TextArea rows={4} count={BIO_COUNT} placeholder={t('account.info.bioPlaceholder')} />, {
            md: 24,
          }),
          field('dob', <DateField style={{ width: '100%' }} disabledDate={isAfterBirthDateLimit} />),
          field('country', <Input autoComplete="country-name" />),
          field('website', <Input type="url" placeholder="https://" autoComplete="url" />),
          field('phone', <Input type="tel" autoComplete="tel" />),
        ]}
      />
      <FormActions saving={saving} onReset={() => form.setFieldsValue(infoValues(settings))} />
    </Form>
  );
}

export function SocialTab({ settings }: { settings: AccountSettings }) {
  const field = useGridField('account.social', useAccountRules().socialLinks);
  const { form, saving, save, offer } = useAccountTab<AccountSettings['social']['socialLinks']>(
    'social',
    (saved) => saved.social.socialLinks,
  );
  return (
    <Form form={form} layout="vertical" onFinish={(socialLinks) => save({ socialLinks })} data-testid="account-social">
      {offer}
      <FieldGrid
        fields={ACCOUNT_SOCIAL_LINKS.map((link) =>
          field(
            link,
            <Input type="url" prefix={<LinkOutlined aria-hidden />} placeholder="https://" autoComplete="url" />,
          ),
        )}
      />
      <FormActions saving={saving} onReset={() => form.setFieldsValue(settings.social.socialLinks)} />
    </Form>
  );
}

const SERVICE_ICONS: Record<AccountConnection, ReactNode> = {
  twitter: <TwitterOutlined />,
  google: <GoogleOutlined />,
  facebook: <FacebookOutlined />,
  github: <GithubOutlined />,
};

export function ConnectionsTab({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation(NAMESPACE);
  const { saving, save } = useAccountTab<object>('connections', () => ({}));
  const [pending, setPending] = useState<AccountConnection | null>(null);
  const { connections } = settings.social;
  return (
    <ul className="pages-connections" data-testid="account-connections">
      {ACCOUNT_CONNECTIONS.map((service) => {
        const handle = connections[service];
        const name = t(`account.connections.${service}`);
        return (
          <li key={service} data-service={service}>
            <span aria-hidden className="pages-connection-icon">
              {SERVICE_ICONS[service]}
            </span>
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong>{name}</Typography.Text>
              <Typography.Text type="secondary" className="pages-connection-state">
                {handle ? t('account.connections.connectedAs', { handle }) : t('account.connections.notConnected')}
              </Typography.Text>
            </Flex>
            <Button
              danger={Boolean(handle)}
              loading={saving && pending === service}
              aria-label={
                handle
                  ? t('account.connections.disconnectNamed', { name })
                  : t('account.connections.connectNamed', { name })
              }
              onClick={() => {
                setPending(service);
                save({ connections: { [service]: handle ? '' : `@${settings.general.username}` } });
              }}
            >
              {handle ? t('account.connections.disconnect') : t('account.connections.connect')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

export function NotificationsTab({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation(NAMESPACE);
  const { form, saving, save, offer } = useAccountTab<AccountSettings['notification']>(
    'notifications',
    (saved) => saved.notification,
  );
  return (
    <Form form={form} layout="horizontal" onFinish={save} data-testid="account-notifications">
      {offer}
      <Typography.Paragraph type="secondary">{t('account.notifications.intro')}</Typography.Paragraph>
      {ACCOUNT_NOTIFICATIONS.map((flag) => (
        <Flex key={flag} gap={12} align="center" style={{ marginBottom: 12 }}>
          <Form.Item name={flag} valuePropName="checked" noStyle>
            <Switch id={`notification-${flag}`} aria-label={t(`account.notifications.${flag}`)} />
          </Form.Item>
          <label htmlFor={`notification-${flag}`}>{t(`account.notifications.${flag}`)}</label>
        </Flex>
      ))}
      <FormActions saving={saving} onReset={() => form.setFieldsValue(settings.notification)} />
    </Form>
  );
}
