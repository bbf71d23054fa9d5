// Auto-refresh every 10 / 30 / 60 s or paused (kept in the URL as ?refresh=…), and a button to refresh now.
import { Button, Flex, Segmented, Tooltip, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { REFRESH_CHOICES, type RefreshChoice } from '../dashboardView';

export interface RefreshControlProps {
  value: RefreshChoice;
  onChange: (choice: RefreshChoice) => void;
  onRefresh: () => void;
  /** A reload is under way: the button's icon turns, the figures stay. */
  refreshing: boolean;
}

export function RefreshControl({ value, onChange, onRefresh, refreshing }: RefreshControlProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const options = REFRESH_CHOICES.map((choice) => ({
    value: choice,
    label: choice === 'off' ? t('dashboard.refresh.off') : format.duration(Number(choice)),
  }));
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type="secondary" aria-hidden>
        {t('dashboard.refresh.label')}
      </Typography.Text>
      <Segmented<RefreshChoice>
        aria-label={t('dashboard.refresh.every')}
        data-testid="refresh-interval"
        value={value}
        options={options}
        onChange={onChange}
      />
      <Tooltip title={t('dashboard.refresh.now')}>
        <Button
          aria-label={t('dashboard.refresh.now')}
          data-testid="refresh-now"
          icon={<ReloadOutlined spin={refreshing} />}
          onClick={onRefresh}
        />
      </Tooltip>
    </Flex>
  );
}
