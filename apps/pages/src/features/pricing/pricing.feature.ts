// The pricing page's state area (docs/demo-api.md, Pricing): the plans, the account's plan and the questions.
import type { PricingData } from '@live-agent/contracts';
import { demoQueryFeature } from '../../shared/demoQuery';

export const pricingFeature = demoQueryFeature<PricingData>('pricing', '/pricing/data');
