// For demo presenters: every remote with its state and load time, switchable at run time, plus the
// layout options (skin, direction, width, menu). Remote choices persist in localStorage.
import { Alert, Button, Divider, Drawer, Radio, Switch, Typography, Form } from 'antd';
import { Confirm } from '@live-agent/ui-kit';
import { canResetDemoData, resetDemoData } from '../../app/demoData';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../app/RuntimeConfigContext';
import { selectRemotes } from './remotes.slice';
import { RemoteList } from './RemoteList';
import { SharedLibraries } from './SharedLibraries';
import { sharedLibrariesInUse } from '../../federation/remoteLoader';
import './presenter.css';
import {
  contentWidthSet,
  menuCollapsedSet,
  menuHiddenSet,
  rtlSet,
  selectLayout,
  skinSet,
  type ContentWidth,
  type Skin,
} from '../layout';

export function PresenterPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  // The drawer draws its content once first opened: until then nothing here follows the remotes' load status, so a
  // remote loading does not render the navbar again (docs/architecture.md, Long tasks after sign-in).
  return (
    <Drawer title={t('presenter.title')} open={open} onClose={onClose} size={560} data-testid="presenter-panel">
      <PresenterContent open={open} />
    </Drawer>
  );
}

function PresenterContent({ open }: { open: boolean }) {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const remotes = useSelector(selectRemotes);
  const layout = useSelector(selectLayout);
  const config = useRuntimeConfig();

  const remotesTab = (
    <>
      {config.mock.demo || config.mock.product ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('presenter.demoDataNote')}
          data-testid="demo-data-note"
          action={
            canResetDemoData() ? (
              <Confirm
                title={t('presenter.resetDemoDataConfirm')}
                okText={t('presenter.resetDemoData')}
                cancelText={t('presenter.resetDemoDataCancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => resetDemoData()}
              >
                <Button size="small" danger>
                  {t('presenter.resetDemoData')}
                </Button>
              </Confirm>
            ) : null
          }
        />
      ) : null}
      <Typography.Paragraph type="secondary">{t('presenter.help')}</Typography.Paragraph>
      <RemoteList remotes={remotes} entries={config.remotes} />
    </>
  );

  const layoutTab = (
    <Form layout="vertical">
      <Form.Item label={t('presenter.skin')}>
        <Radio.Group
          optionType="button"
          value={layout.skin}
          onChange={(e) => dispatch(skinSet(e.target.value as Skin))}
          options={[
            { value: 'light', label: t('presenter.skinLight') },
            { value: 'dark', label: t('presenter.skinDark') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('presenter.contentWidth')}>
        <Radio.Group
          optionType="button"
          value={layout.contentWidth}
          onChange={(e) => dispatch(contentWidthSet(e.target.value as ContentWidth))}
          options={[
            { value: 'full', label: t('presenter.widthFull') },
            { value: 'boxed', label: t('presenter.widthBoxed') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('presenter.direction')}>
        <Switch
          checked={layout.isRTL}
          onChange={(value) => dispatch(rtlSet(value))}
          data-testid="rtl-toggle"
          aria-label={t('presenter.direction')}
        />
      </Form.Item>
      <Form.Item label={t('presenter.menuCollapsed')}>
        <Switch
          checked={layout.menuCollapsed}
          onChange={(value) => dispatch(menuCollapsedSet(value))}
          aria-label={t('presenter.menuCollapsed')}
        />
      </Form.Item>
      <Form.Item label={t('presenter.menuHidden')}>
        <Switch
          checked={layout.menuHidden}
          onChange={(value) => dispatch(menuHiddenSet(value))}
          data-testid="menu-hidden-toggle"
          aria-label={t('presenter.menuHidden')}
        />
      </Form.Item>
    </Form>
  );

  return (
    <>
      <Typography.Title level={5}>{t('presenter.remotesTab')}</Typography.Title>
      {remotesTab}
      <Divider />
      <Typography.Title level={5}>{t('presenter.sharedTab')}</Typography.Title>
      {/* Read each time the panel opens: remotes loaded since then have joined the share scope. */}
      {open ? <SharedLibraries libraries={sharedLibrariesInUse()} /> : null}
      <Divider />
      <Typography.Title level={5}>{t('presenter.layoutTab')}</Typography.Title>
      {layoutTab}
    </>
  );
}
