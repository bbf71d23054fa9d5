// Two handles: a price range in the page's currency format and opening hours that keep at least an hour apart.
import { useState } from 'react';
import { Flex, Slider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

export function RangeSliders() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [price, setPrice] = useState([120, 480]);
  const [hours, setHours] = useState([9, 17]);
  const money = (value = 0) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
      value,
    );
  const hour = (value = 0) =>
    new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      Date.UTC(2026, 0, 1, value),
    );
  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        {t('extensions.sliders.price')}:{' '}
        <strong data-testid="price-range">{`${money(price[0])} – ${money(price[1])}`}</strong>
      </Typography.Text>
      <Slider
        range
        min={0}
        max={1000}
        step={10}
        value={price}
        onChange={setPrice}
        tooltip={{ formatter: money }}
        ariaLabelForHandle={[t('extensions.sliders.minimum'), t('extensions.sliders.maximum')]}
        ariaValueTextFormatterForHandle={money}
      />
      <Typography.Text>
        {t('extensions.sliders.hours')}: <strong>{`${hour(hours[0])} – ${hour(hours[1])}`}</strong>
      </Typography.Text>
      <Slider
        range={{ draggableTrack: true }}
        min={0}
        max={24}
        value={hours}
        onChange={(next: number[]) => next[1] - next[0] >= 1 && setHours(next)}
        tooltip={{ formatter: hour }}
        marks={{ 0: hour(0), 12: hour(12), 24: hour(24) }}
        ariaLabelForHandle={[t('extensions.sliders.opens'), t('extensions.sliders.closes')]}
        ariaValueTextFormatterForHandle={hour}
      />
    </Flex>
  );
}
