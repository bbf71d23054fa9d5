// The profile user's drawer: who they are, the about text (with a counter), the status and the two settings,
// saved together. It stays open while saving and its owner closes it once the save succeeded; Escape closes it.
import { useEffect, useMemo, useEffectEvent } from 'react';
import { Button, Form, Input, Radio, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  chatAboutSchema,
  CHAT_STATUSES,
  type ChatProfileUser,
  type ChatStatus,
  type UpdateProfileUserRequest,
} from '@live-agent/contracts';
import { lengthCount, useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { profileRules } from '../chat.rules';
import { ChatDrawer, DrawerPerson } from './ChatDrawer';
import { useStatusColor } from './StatusAvatar';

interface ProfileValues {
  about: string;
  status: ChatStatus;
  isTwoStepAuthVerificationEnabled: boolean;
  isNotificationsOn: boolean;
}

interface ProfileDrawerProps {
  open: boolean;
  profile: ChatProfileUser | null;
  saving: boolean;
  onClose: () => void;
  onSave: (changes: UpdateProfileUserRequest) => void;
}

export function ProfileDrawer({ open, profile, saving, onClose, onSave }: ProfileDrawerProps) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<ProfileValues>();
  const formRules = useFormRules();
  const rules = useMemo(() => profileRules(formRules), [formRules]);
  const color = useStatusColor();

  // Only on opening: a background refresh must not overwrite what is being typed.
  const fillOnOpening = useEffectEvent(() => {
    if (!profile) return;
    form.setFieldsValue({ about: profile.about, status: profile.status, ...profile.settings });
  });
  useEffect(() => {
    if (open) fillOnOpening();
  }, [open]);

  const submit = (values: ProfileValues) =>
    onSave({
      about: values.about ?? '',
      status: values.status,
      settings: {
        isTwoStepAuthVerificationEnabled: values.isTwoStepAuthVerificationEnabled,
        isNotificationsOn: values.isNotificationsOn,
      },
    });

  /** A setting the user turns on or off, its label before its switch. */
  const switchItem = (name: 'isTwoStepAuthVerificationEnabled' | 'isNotificationsOn', label: string) => (
    <Form.Item name={name} label={t(label)} valuePropName="checked" layout="horizontal" className="chat-switch">
      <Switch />
    </Form.Item>
  );

  return (
    <ChatDrawer
      open={open}
      onClose={onClose}
      title={t('profile.title')}
      testId="profile-drawer"
      footer={
        <>
          <Button onClick={onClose}>{t('profile.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('profile.save')}
          </Button>
        </>
      }
    >
      {profile ? (
        <>
          <DrawerPerson person={profile}>
            <Typography.Text type="secondary">{profile.role}</Typography.Text>
          </DrawerPerson>
          <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
            <Form.Item name="about" label={t('profile.about')} rules={rules.about}>
              <Input.TextArea
                autoSize={{ minRows: 2, maxRows: 5 }}
                count={lengthCount(chatAboutSchema)}
                placeholder={t('profile.aboutPlaceholder')}
              />
            </Form.Item>
            <Form.Item name="status" label={t('profile.status')}>
              <Radio.Group className="chat-status-choice">
                {CHAT_STATUSES.map((status) => (
                  <Radio key={status} value={status}>
                    <span className="chat-status-dot" style={{ background: color(status) }} aria-hidden />{' '}
                    {t(`status.${status}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <Typography.Title level={5}>{t('profile.settings')}</Typography.Title>
            {switchItem('isTwoStepAuthVerificationEnabled', 'profile.twoStep')}
            {switchItem('isNotificationsOn', 'profile.notifications')}
          </Form>
        </>
      ) : null}
    </ChatDrawer>
  );
}
