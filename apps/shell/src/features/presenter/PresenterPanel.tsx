// For demo presenters: every remote with its state and load time, switchable at run time, and the shared libraries
// in use. Remote choices persist in localStorage; the layout's are the customizer's (features/customizer).
import { Alert, Button, Divider, Drawer, Typography } from 'antd';
import { Confirm } from '@live-agent/ui-kit';
import { canResetDemoData, resetDemoData } from '../../app/demoData';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../app/RuntimeConfigContext';
import { selectRemotes } from './remotes.slice';
import { RemoteList } from './RemoteList';
import { SharedLibraries } from './SharedLibraries';
import { sharedLibrariesInUse } from '../../federation/remoteLoader';
import './presenter.css';

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
  const remotes = useSelector(selectRemotes);
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

  return (
    <>
      <Typography.Title level={5}>{t('presenter.remotesTab')}</Typography.Title>
      {remotesTab}
      <Divider />
      <Typography.Title level={5}>{t('presenter.sharedTab')}</Typography.Title>
      {/* Read each time the panel opens: remotes loaded since then have joined the share scope. */}
      {open ? <SharedLibraries libraries={sharedLibrariesInUse()} /> : null}
    </>
  );
}
