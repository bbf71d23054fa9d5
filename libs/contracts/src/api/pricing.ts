// The pricing page (docs/demo-api.md, Pricing).
import { pricingDataSchema } from '../schemas/pricing';
import { endpointsOn, read, type Endpoint } from './endpoint';

const { get } = endpointsOn('demo', [read('Demo')]);

export const PRICING_ENDPOINTS: Endpoint[] = [
  get('/pricing/data', 'The three plans, the signed-in account’s plan and the questions under them', {
    responses: { 200: pricingDataSchema },
  }),
];
