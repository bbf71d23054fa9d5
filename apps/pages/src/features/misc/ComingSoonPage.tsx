// The coming-soon page (docs/demo-api.md, Coming soon): a countdown to the launch the server names, and a
// "notify me" form. The countdown ticks every second on screen but is a timer (not announced); the launch date
// is said once, as text. The form checks the address first, then shows the server's refusal under the field,
// keeping what was typed; a success says so.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { RocketOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { reportApiError } from '@live-agent/auth';
import { validationFailureOf } from '@live-agent/store';
import { applyFieldErrors, PageHeader, toast, useFormat, useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { LoadFailed } from '../../shared/LoadFailed';
import { useComingSoonQuery, useNotifyMeMutation } from '../../api';
import { pagesT } from '../../feedback';
import { demoView } from '../../shared/demoQuery';
import { notifyRules } from './notify.rules';
import './misc.css';

const SECOND = 1000;

/** Whole days, hours, minutes and seconds in `ms` (never negative). */
export function splitDuration(ms: number) {
  const total = Math.max(0, Math.floor(ms / SECOND));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

function Countdown({ remainingAtLoad, loadedAt }: { remainingAtLoad: number; loadedAt: number }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, []);
  // Counted from when the answer arrived, so a browser clock that differs from the server's does not matter.
  const parts = splitDuration(remainingAtLoad - (now - loadedAt));
  const units = [
    ['days', parts.days],
    ['hours', parts.hours],
    ['minutes', parts.minutes],
    ['seconds', parts.seconds],
  ] as const;
  return (
    <div
      role="timer"
      aria-live="off"
      aria-label={t('misc.comingSoon.countdown')}
      className="misc-countdown"
      data-testid="countdown"
    >
      {units.map(([unit, value]) => (
        <div key={unit} className="misc-countdown-unit">
          <span className="misc-countdown-value">{format.integer(value)}</span>
          <span className="misc-countdown-label">{t(`misc.comingSoon.units.${unit}`, { count: value })}</span>
        </div>
      ))}
    </div>
  );
}

function NotifyForm() {
  const { t } = useTranslation(NAMESPACE);
  const formRules = useFormRules();
  const rules = useMemo(() => notifyRules(formRules), [formRules]);
  const [notify, { data: saved, isLoading: sending }] = useNotifyMeMutation();
  const [form] = Form.useForm<{ email: string }>();

  // A refused address shows the server's messages under the field, keeping what was typed.
  const submit = async ({ email }: { email: string }) => {
    try {
      await notify(email).unwrap();
      form.resetFields();
    } catch (error) {
      const refused = validationFailureOf(error);
      if (!refused) reportApiError(error, toast.error);
      else if (refused.errors?.email?.length) applyFieldErrors(form, refused.errors);
      else toast.error(refused.message || pagesT('common.invalid'));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      className="misc-notify"
      data-testid="notify-form"
    >
      <Flex gap={8} wrap align="start">
        <Form.Item
          name="email"
          label={t('misc.comingSoon.emailLabel')}
          rules={rules.email}
          style={{ flex: '1 1 220px', marginBottom: 8 }}
        >
          <Input inputMode="email" autoComplete="email" placeholder={t('misc.comingSoon.emailPlaceholder')} />
        </Form.Item>
        <div className="misc-notify-submit">
          <Button type="primary" htmlType="submit" loading={sending}>
            {t('misc.comingSoon.notify')}
          </Button>
        </div>
      </Flex>
      <div role="status" aria-live="polite">
        {saved ? (
          <Alert
            type="success"
            showIcon
            title={
              saved.added
                ? t('misc.comingSoon.added', { email: saved.email })
                : t('misc.comingSoon.already', { email: saved.email })
            }
            data-testid="notify-saved"
          />
        ) : null}
      </div>
    </Form>
  );
}

function ComingSoonPage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const launch = demoView(useComingSoonQuery());
  const data = launch.data;

  return (
    <>
      <PageHeader title={t('misc.comingSoon.title')} subtitle={t('misc.comingSoon.subtitle')} />
      <Card className="misc-card" data-testid="coming-soon">
        <Flex vertical align="center" gap={16} style={{ textAlign: 'center' }}>
          <span className="misc-icon" aria-hidden="true">
            <RocketOutlined />
          </span>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('misc.comingSoon.heading')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 520 }}>
            {t('misc.comingSoon.lead')}
          </Typography.Paragraph>
          {launch.status === 'error' && !data ? (
            <LoadFailed title={t('misc.comingSoon.loadFailed')} lines={launch.error} onRetry={launch.reload} />
          ) : !data || launch.loadedAt === null ? (
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          ) : (
            <>
              <Countdown
                remainingAtLoad={Date.parse(data.launchAt) - Date.parse(data.now)}
                loadedAt={launch.loadedAt}
              />
              <Typography.Text data-testid="launch-date">
                {t('misc.comingSoon.launchOn', {
                  date: format.fullDate(data.launchAt),
                  time: format.time(data.launchAt),
                })}
              </Typography.Text>
            </>
          )}
          <NotifyForm />
        </Flex>
      </Card>
    </>
  );
}

export default ComingSoonPage;
