// The presenter's list of remotes: a plain list rather than a data table, because six rows need no
// paging or sorting, and the shell's first load should not carry antd's Table.
import { Badge, Flex, Switch, Typography } from 'antd';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { api } from '@live-agent/store/api';
import { useFormat } from '@live-agent/ui-kit';
import { REMOTES, type RemoteName } from '../../federation/remoteCatalog';
import { enabledSet, type RemoteState } from './remotes.slice';

const STATUS_BADGE = {
  idle: 'default',
  loading: 'processing',
  loaded: 'success',
  failed: 'error',
  off: 'warning',
} as const;

export function RemoteList({
  remotes,
  entries,
}: {
  remotes: Record<RemoteName, RemoteState>;
  entries: Record<string, { entry: string }>;
}) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const dispatch = useDispatch();
  const statusLabel = {
    idle: t('presenter.statusIdle'),
    loading: t('presenter.statusLoading'),
    loaded: t('presenter.statusLoaded'),
    failed: t('presenter.statusFailed'),
    off: t('presenter.statusOff'),
  };

  return (
    <div role="table" aria-label={t('presenter.remotesTab')} data-testid="presenter-remotes" className="remote-list">
      <div role="row" className="remote-list-row remote-list-head">
        <span role="columnheader">{t('presenter.remote')}</span>
        <span role="columnheader">{t('presenter.status')}</span>
        <span role="columnheader" className="remote-list-num">
          {t('presenter.loadTime')}
        </span>
        <span role="columnheader" className="remote-list-switch">
          {t('presenter.enabled')}
        </span>
      </div>
      {REMOTES.map(({ name, labelKey }) => {
        const state = remotes[name];
        const status = state.enabled ? state.status : 'off';
        const label = t(labelKey);
        return (
          <div role="row" className="remote-list-row" key={name} data-testid={`remote-row-${name}`}>
            <Flex vertical role="cell">
              <Typography.Text strong>{label}</Typography.Text>
              <Typography.Text type="secondary" className="remote-list-entry" title={entries[name]?.entry}>
                {entries[name]?.entry}
              </Typography.Text>
              {state.build ? (
                <Typography.Text type="secondary" className="remote-list-build" data-testid={`remote-build-${name}`}>
                  {t('presenter.build', {
                    version: state.build.version,
                    builtAt: format.dateTime(state.build.builtAt),
                  })}
                </Typography.Text>
              ) : null}
            </Flex>
            <span role="cell" title={state.error ?? undefined}>
              <Badge status={STATUS_BADGE[status]} text={statusLabel[status]} data-testid={`remote-status-${name}`} />
              {/* Why it failed, in the runtime's words (a missing entry, a shared library of another major…). */}
              {status === 'failed' && state.error ? (
                <Typography.Text type="danger" className="remote-list-error" data-testid={`remote-error-${name}`}>
                  {state.error}
                </Typography.Text>
              ) : null}
            </span>
            <span role="cell" className="remote-list-num" data-testid={`remote-load-ms-${name}`}>
              {/* A remote that is off was not loaded by this choice: an old time would mislead. */}
              {state.loadMs === null || status === 'off' ? '—' : `${state.loadMs} ms`}
            </span>
            <span role="cell" className="remote-list-switch">
              <Switch
                checked={state.enabled}
                aria-label={`${label}: ${t('presenter.enabled')}`}
                data-testid={`remote-toggle-${name}`}
                onChange={(enabled) => {
                  dispatch(enabledSet({ name, enabled }));
                  // A remote turned on again asks afresh: what the API slice kept from before it was off may
                  // have changed since.
                  if (enabled) dispatch(api.util.resetApiState());
                }}
              />
            </span>
          </div>
        );
      })}
    </div>
  );
}
