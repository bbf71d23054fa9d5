// A card's headline figure with its change against the previous period, written in the user's language. Both
// read left to right in an RTL layout too (a sign or a unit must not jump to the other end).
import { Flex, Typography, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CardData, CardUnit } from '@live-agent/contracts';
import { UI_NAMESPACE, useFormat } from '@live-agent/ui-kit';

/** Cards count money in US dollars (docs/demo-api.md, Cards). */
export const CARD_CURRENCY = 'USD';

/** Writes a card figure in its unit: an amount, a percentage, a duration or a count. */
export function useCardFormat() {
  const format = useFormat();
  return (unit: CardUnit, value: number) =>
    unit === 'money'
      ? format.currency(value, CARD_CURRENCY)
      : unit === 'percent'
        ? format.percent(value)
        : unit === 'seconds'
          ? format.duration(value)
          : format.integer(value);
}

export interface FigureProps {
  data: CardData;
  size?: number;
  /** The unit to write the headline in, when it differs from the card's (a share card's total is a count). */
  unit?: CardUnit;
}

export function Figure({ data, size = 24, unit = data.unit }: FigureProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const format = useFormat();
  const value = useCardFormat();
  const { token } = theme.useToken();
  const up = data.changePct >= 0;
  return (
    <Flex align="baseline" gap={8} wrap>
      <Typography.Text strong style={{ fontSize: size }} data-testid={`card-value-${data.card}`}>
        <span dir="ltr">{value(unit, data.value)}</span>
      </Typography.Text>
      <Typography.Text
        style={{ color: up ? token.colorSuccessText : token.colorErrorText }}
        aria-label={t('cards.change', { change: format.trend(data.changePct) })}
        data-testid={`card-change-${data.card}`}
      >
        {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}{' '}
        <span dir="ltr">{format.trend(data.changePct)}</span>
      </Typography.Text>
    </Flex>
  );
}
