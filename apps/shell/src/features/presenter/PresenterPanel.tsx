// For demo presenters: every remote with its state and load time, switchable at run time, plus the
// layout options (skin, direction, width, menu). Remote choices persist in localStorage.
import { Badge, Drawer, Radio, Switch, Table, Tabs, Typography, Form } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { REMOTES, type RemoteName } from '../../federation/remoteCatalog';
import { useRuntimeConfig } from '../../app/RuntimeConfigContext';
import { enabledSet, selectRemotes, type RemoteState } from './remotes.slice';
import {
  contentWidthSet, menuCollapsedSet, menuHiddenSet, rtlSet, selectLayout, skinSet,
  type ContentWidth, type Skin,
} from '../layout/layout.slice';

const STATUS_BADGE = {
  idle: 'default',
  loading: 'processing',
  loaded: 'success',
  failed: 'error',
  off: 'warning',
} as const;

function statusOf(state: RemoteState): keyof typeof STATUS_BADGE {
  return state.enabled ? state.status : 'off';
}

export function PresenterPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const remotes = useSelector(selectRemotes);
  const layout = useSelector(selectLayout);
  const config = useRuntimeConfig();

  const statusLabel = {
    idle: t('presenter.statusIdle'),
    loading: t('presenter.statusLoading'),
    loaded: t('presenter.statusLoaded'),
    failed: t('presenter.statusFailed'),
    off: t('presenter.statusOff'),
  };

  const rows = REMOTES.map(({ name, labelKey }) => ({ name, label: t(labelKey), state: remotes[name] }));

  const remotesTab = (
    <>
      <Typography.Paragraph type="secondary">{t('presenter.help')}</Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="name"
        dataSource={rows}
        data-testid="presenter-remotes"
        columns={[
          {
            title: t('presenter.remote'),
            dataIndex: 'label',
            render: (label: string, row) => (
              <>
                <Typography.Text strong>{label}</Typography.Text>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{config.remotes[row.name]?.entry}</Typography.Text>
              </>
            ),
          },
          {
            title: t('presenter.status'),
            key: 'status',
            render: (_, row) => {
              const status = statusOf(row.state);
              return <Badge status={STATUS_BADGE[status]} text={statusLabel[status]} data-testid={`remote-status-${row.name}`} />;
            },
          },
          {
            title: t('presenter.loadTime'),
            key: 'loadMs',
            align: 'end',
            render: (_, row) => (row.state.loadMs === null ? '—' : `${row.state.loadMs} ms`),
          },
          {
            title: t('presenter.enabled'),
            key: 'enabled',
            align: 'center',
            render: (_, row) => (
              <Switch
                checked={row.state.enabled}
                aria-label={`${row.label}: ${t('presenter.enabled')}`}
                data-testid={`remote-toggle-${row.name}`}
                onChange={(enabled) => dispatch(enabledSet({ name: row.name as RemoteName, enabled }))}
              />
            ),
          },
        ]}
      />
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
        <Switch checked={layout.isRTL} onChange={(value) => dispatch(rtlSet(value))} data-testid="rtl-toggle" aria-label={t('presenter.direction')} />
      </Form.Item>
      <Form.Item label={t('presenter.menuCollapsed')}>
        <Switch checked={layout.menuCollapsed} onChange={(value) => dispatch(menuCollapsedSet(value))} aria-label={t('presenter.menuCollapsed')} />
      </Form.Item>
      <Form.Item label={t('presenter.menuHidden')}>
        <Switch checked={layout.menuHidden} onChange={(value) => dispatch(menuHiddenSet(value))} data-testid="menu-hidden-toggle" aria-label={t('presenter.menuHidden')} />
      </Form.Item>
    </Form>
  );

  return (
    <Drawer title={t('presenter.title')} open={open} onClose={onClose} size={560} data-testid="presenter-panel">
      <Tabs
        items={[
          { key: 'remotes', label: t('presenter.remotesTab'), children: remotesTab },
          { key: 'layout', label: t('presenter.layoutTab'), children: layoutTab },
        ]}
      />
    </Drawer>
  );
}
