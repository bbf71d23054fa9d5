// Rules as the user types: each field's from its schema in @live-agent/contracts (sync), and the username's
// "already taken" asked of the demo API once the format holds and typing pauses (async, a spinner in the field).
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NumberField, useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { useLazyUsernameCheckQuery } from '../api';
import { signupRules } from '../forms.rules';

/** How long typing pauses before the server is asked. */
const ASK_AFTER_MS = 400;

export function SignupForm() {
  const { t } = useTranslation(NAMESPACE);
  const rules = signupRules(useFormRules());
  const [checkUsername] = useLazyUsernameCheckQuery();
  const [signedUp, setSignedUp] = useState<string>();
  const label = (field: string) => t(`formsShowcase.validation.fields.${field}`);
  // The eye is the toggle's only content: it names it (antd would expose the icon's internal name).
  const eye = (visible: boolean) =>
    visible ? (
      <EyeOutlined aria-label={t('formsShowcase.validation.hidePassword')} />
    ) : (
      <EyeInvisibleOutlined aria-label={t('formsShowcase.validation.showPassword')} />
    );

  const free = async (_rule: unknown, value: string | undefined) => {
    const answer = await checkUsername((value ?? '').trim(), true)
      .unwrap()
      .catch(() => undefined);
    // No answer (offline, a server error): say so by the field rather than let the name through unchecked.
    if (!answer) throw new Error(t('formsShowcase.validation.checkFailed'));
    if (answer.taken) throw new Error(t('formsShowcase.validation.usernameTaken', { username: value?.trim() }));
  };

  return (
    <Form
      layout="vertical"
      className="forms-narrow"
      onFinish={(values: { username: string }) => setSignedUp(values.username.trim())}
      onValuesChange={() => setSignedUp(undefined)}
    >
      <Form.Item
        name="username"
        label={label('username')}
        extra={t('formsShowcase.validation.usernameHelp')}
        rules={[...rules.username, { validator: free }]}
        validateFirst
        validateDebounce={ASK_AFTER_MS}
        hasFeedback
      >
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item name="email" label={label('email')} rules={rules.email}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="password" label={label('password')} rules={rules.password}>
        <Input.Password autoComplete="new-password" iconRender={eye} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={label('confirmPassword')}
        rules={rules.confirmPassword}
        dependencies={['password']}
      >
        <Input.Password autoComplete="new-password" iconRender={eye} />
      </Form.Item>
      <Form.Item name="age" label={label('age')} rules={rules.age}>
        <NumberField whole />
      </Form.Item>
      <Form.Item name="website" label={label('website')} rules={rules.website}>
        <Input type="url" autoComplete="url" placeholder="https://" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('formsShowcase.validation.submit')}
      </Button>
      {signedUp ? (
        <Alert
          className="forms-submitted"
          type="success"
          showIcon
          title={t('formsShowcase.validation.accepted', { username: signedUp })}
        />
      ) : null}
    </Form>
  );
}
