// The candlestick charts page's examples (loaded only on /charts/candlestick: ChartFamilyPage).
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { PriceCandlestick } from '../candlestick/PriceCandlestick';
import priceCandlestickSource from '../candlestick/PriceCandlestick.tsx?raw';

export default function CandlestickCharts() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Example
        title={t('charts.candlestick.price.title')}
        description={t('charts.candlestick.price.description')}
        source={priceCandlestickSource}
      >
        <PriceCandlestick />
      </Example>
    </>
  );
}
