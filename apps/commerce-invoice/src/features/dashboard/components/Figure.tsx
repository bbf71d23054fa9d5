// A card's headline figure with its change against the previous period.
import { Flex, Typography, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import type { CardData } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';

export function useCardFormat() {
  const format = useFormat();
  return (unit: CardData['unit'], value: number) =>
    unit === 'money' ? format.currency(value, 'USD') : unit === 'percent' ? format.percent(value) : unit === 'seconds' ? format.duration(value) : format.integer(value);
}

export function Figure({ data, size = 24 }: { data: CardData; size?: number }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const value = useCardFormat();
  const { token } = theme.useToken();
  const up = data.changePct >= 0;
  return (
    <Flex align="baseline" gap={8} wrap>
      <Typography.Text strong style={{ fontSize: size }} data-testid={`card-value-${data.card}`}>{value(data.unit, data.value)}</Typography.Text>
      <Typography.Text style={{ color: up ? token.colorSuccessText : token.colorErrorText }} aria-label={t('dashboard.change', { change: format.trend(data.changePct) })}>
        {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />} {format.trend(data.changePct)}
      </Typography.Text>
    </Flex>
  );
}
