// The candlestick charts page's examples, in order (loaded only on /charts/candlestick: ChartFamilyPage).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { PriceCandlestick } from '../candlestick/PriceCandlestick';
import priceCandlestickSource from '../candlestick/PriceCandlestick.tsx?raw';

export default [{ id: 'price', Demo: PriceCandlestick, source: priceCandlestickSource }] satisfies ShowcaseExample[];
