// A guided tour over the elements of a small inbox toolbar: each step points at its element and says what it
// does. Keyboard: the start button opens it, focus moves to the step's Next button, ← and → step back and forth,
// Escape closes, and focus returns to the start button.
import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Card, Flex, Input, Segmented, Tour, Typography, type TourProps } from 'antd';
import { CompassOutlined, PlusOutlined, SearchOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

export function PageTour() {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  const start = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLDivElement>(null);
  const create = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const settings = useRef<HTMLButtonElement>(null);

  // The tour's panel opens at the end of the page: focus goes to its main button so the keyboard is where the tour is.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>('.ext-tour .ant-tour-next-btn')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open, current]);

  const close = () => {
    setOpen(false);
    start.current?.focus();
  };
  const step = (
    key: string,
    target: () => HTMLElement | null,
    last = false,
  ): NonNullable<TourProps['steps']>[number] => ({
    title: t(`extensions.tour.steps.${key}.title`),
    description: t(`extensions.tour.steps.${key}.description`),
    target: () => target() as HTMLElement,
    nextButtonProps: { children: last ? t('extensions.tour.finish') : t('extensions.tour.next') },
    prevButtonProps: { children: t('extensions.tour.previous') },
  });
  const steps = [
    step('search', () => search.current),
    step('create', () => create.current),
    step('status', () => status.current),
    step('settings', () => settings.current, true),
  ];

  return (
    <Flex vertical gap={16}>
      <Button
        ref={start}
        type="primary"
        icon={<CompassOutlined />}
        onClick={() => {
          setCurrent(0);
          setOpen(true);
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('extensions.tour.start')}
      </Button>
      <Card size="small">
        <Flex gap={8} wrap align="center">
          <div ref={search} style={{ flex: '1 1 180px' }}>
            <Input
              prefix={<SearchOutlined aria-hidden />}
              placeholder={t('extensions.tour.searchPlaceholder')}
              aria-label={t('extensions.tour.search')}
            />
          </div>
          <Button ref={create} icon={<PlusOutlined />}>
            {t('extensions.tour.newChat')}
          </Button>
          <div ref={status}>
            <Segmented
              aria-label={t('extensions.tour.status')}
              options={[
                { value: 'open', label: t('extensions.tour.open') },
                { value: 'closed', label: t('extensions.tour.closed') },
              ]}
            />
          </div>
          <Badge dot>
            <Button ref={settings} icon={<SettingOutlined />} aria-label={t('extensions.tour.settings')} />
          </Badge>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('extensions.tour.inboxHint')}
        </Typography.Paragraph>
      </Card>
      <Tour
        rootClassName="ext-tour"
        open={open}
        current={current}
        onChange={setCurrent}
        onClose={close}
        onFinish={close}
        steps={steps}
        closable={{ 'aria-label': t('extensions.tour.close') }}
        indicatorsRender={(index, total) => (
          <Typography.Text type="secondary">
            {t('extensions.tour.stepOf', { current: index + 1, total })}
          </Typography.Text>
        )}
      />
    </Flex>
  );
}
