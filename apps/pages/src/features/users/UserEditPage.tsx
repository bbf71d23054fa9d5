// Editing one user, in three tabs (Account, Information, Social) of one form: Save sends every field and shows
// what the server kept, Reset puts back the saved values, and leaving with unsaved changes asks first. The
// server's 422 errors land under their fields, on whichever tab holds the first of them.
import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Checkbox, Flex, Form, Input, Radio, Select, Skeleton, Tabs } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import { USER_SOCIAL_NETWORKS, type User, type UserInput } from '@live-agent/contracts';
import {
  NotFoundPage,
  PageHeader,
  UnsavedChangesPrompt,
  applyFieldErrors,
  DateField,
  useEqualValue,
  useFormRules,
} from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { AvatarField } from '../../shared/AvatarField';
import { isAfterBirthDateLimit } from '../../shared/rules';
import { userRules } from './users.rules';
import { useUserDetail } from './useUserDetail';
import { useUserOptions } from './useUserOptions';
import { LoadFailed } from '../../shared/LoadFailed';
import { FormActions } from '../../shared/FormActions';
import { FieldGrid, useGridField, type GridField } from '../../shared/FieldGrid';
import './users.css';

type EditValues = Omit<User, 'id' | 'birthDate'> & { birthDate: Dayjs | null };
type TabKey = 'account' | 'information' | 'social';

const TAB_OF_FIELD: Record<string, TabKey> = {
  birthDate: 'information',
  contact: 'information',
  website: 'information',
  language: 'information',
  gender: 'information',
  contactOptions: 'information',
  address: 'information',
  country: 'information',
  social: 'social',
};

const toForm = ({ id: _id, birthDate, ...user }: User): EditValues => ({
  ...user,
  birthDate: birthDate ? dayjs(birthDate) : null,
});
const fromForm = ({ birthDate, ...values }: EditValues): UserInput => ({
  ...values,
  birthDate: birthDate ? birthDate.format('YYYY-MM-DD') : '',
});

function UserEditPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const detail = useUserDetail();
  const { user, fieldErrors } = detail;
  const [form] = Form.useForm<EditValues>();
  const [tab, setTab] = useState<TabKey>('account');
  const [dirty, setDirty] = useState(false);
  const formRules = useFormRules();
  const rules = useMemo(() => userRules(formRules), [formRules]);
  const field = useGridField('users.fields', rules);
  const socialField = useGridField('users.social', rules.social);
  const fullName = Form.useWatch('fullName', form) ?? user?.fullName ?? '';

  // A freshly read user (first load, or after a save) becomes what the form shows and what Reset restores. Keyed
  // by content: reading the same user again (the screen reloads on arrival) must not wipe what is being typed.
  const read = useEqualValue(user);
  const initial = useMemo(() => (read ? toForm(read) : null), [read]);
  useEffect(() => {
    if (!initial) return;
    form.resetFields();
    form.setFieldsValue(initial);
    setDirty(false);
  }, [form, initial]);

  useEffect(() => {
    if (!fieldErrors) return;
    applyFieldErrors(form, fieldErrors);
    const first = Object.keys(fieldErrors)[0];
    if (first) setTab(TAB_OF_FIELD[first.split('.')[0]] ?? 'account');
  }, [form, fieldErrors]);

  const options = useUserOptions();

  if (detail.missing) return <NotFoundPage onHome={() => navigate('/apps/user/list')} />;

  const reset = () => {
    if (!initial) return;
    form.resetFields();
    form.setFieldsValue(initial);
    setDirty(false);
  };

  // An address part: under `address` in the form and the rules, its label `users.fields.<label>`.
  const addressField = (part: keyof typeof rules.address, label: string, md: number): GridField => ({
    name: ['address', part],
    label: t(`users.fields.${label}`),
    rules: rules.address[part],
    md,
  });

  const account = (
    <FieldGrid
      fields={[
        field('avatar', <AvatarField name={fullName} />, { md: 24 }),
        field('username'),
        field('fullName'),
        field('email', <Input type="email" autoComplete="off" />),
        field('company'),
        field('status', <Select options={options.statuses} />, { md: 8 }),
        field('role', <Select options={options.roles} />, { md: 8 }),
        field('currentPlan', <Select options={options.plans} />, { md: 8 }),
      ]}
    />
  );

  const information = (
    <FieldGrid
      fields={[
        field('birthDate', <DateField style={{ width: '100%' }} disabledDate={isAfterBirthDateLimit} />),
        field('contact', <Input type="tel" autoComplete="off" />),
        field('website', <Input type="url" placeholder="https://" autoComplete="off" />),
        field('language', <Select options={options.languages} />),
        field('gender', <Radio.Group options={options.genders} />),
        field('contactOptions', <Checkbox.Group options={options.contactOptions} />),
        addressField('line1', 'addressLine1', 12),
        addressField('line2', 'addressLine2', 12),
        addressField('postcode', 'postcode', 6),
        addressField('city', 'city', 6),
        addressField('state', 'state', 6),
        field('country', undefined, { md: 6 }),
      ]}
    />
  );

  const social = (
    <FieldGrid
      fields={USER_SOCIAL_NETWORKS.map((network) =>
        socialField(
          network,
          <Input
            type="url"
            placeholder={`https://${network === 'codepen' ? 'codepen.io' : network === 'slack' ? 'slack.com' : `${network}.com`}/`}
            autoComplete="off"
          />,
          { name: ['social', network] },
        ),
      )}
    />
  );

  return (
    <>
      <PageHeader
        title={user ? t('users.edit.title', { name: user.fullName }) : t('screens.userEdit')}
        subtitle={t('users.edit.subtitle')}
      />
      <Flex style={{ marginBottom: 16 }} gap={8} wrap>
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate(user ? `/apps/user/view/${user.id}` : '/apps/user/list')}
        >
          {t('users.edit.back')}
        </Button>
      </Flex>
      <UnsavedChangesPrompt when={dirty} />
      {detail.failed ? (
        <LoadFailed title={t('users.loadFailed')} lines={detail.error} onRetry={detail.reload} />
      ) : detail.pending && !user ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Card>
          <Form<EditValues>
            form={form}
            layout="vertical"
            onValuesChange={() => setDirty(true)}
            onFinish={async (values) => {
              // A save that went through leaves nothing unsaved, at once (the fresh copy of the user follows).
              if (await detail.save(fromForm(values))) setDirty(false);
            }}
            onFinishFailed={({ errorFields }) => {
              const first = errorFields[0]?.name[0];
              if (first !== undefined) setTab(TAB_OF_FIELD[String(first)] ?? 'account');
            }}
            data-testid="user-edit-form"
          >
            <Tabs
              activeKey={tab}
              onChange={(key) => setTab(key as TabKey)}
              items={[
                { key: 'account', label: t('users.edit.tabs.account'), children: account, forceRender: true },
                {
                  key: 'information',
                  label: t('users.edit.tabs.information'),
                  children: information,
                  forceRender: true,
                },
                { key: 'social', label: t('users.edit.tabs.social'), children: social, forceRender: true },
              ]}
            />
            <FormActions saving={detail.saving} onReset={reset} resetDisabled={!dirty} />
          </Form>
        </Card>
      )}
    </>
  );
}

export default UserEditPage;
