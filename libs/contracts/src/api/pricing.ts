// The pricing page (docs/demo-api.md, Pricing).
import { pricingDataSchema } from '../schemas/pricing';
import { read, type Endpoint } from './endpoint';

export const PRICING_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/pricing/data',
    api: 'demo',
    summary: 'The three plans, the signed-in account’s plan and the questions under them',
    access: [read('Demo')],
    responses: { 200: pricingDataSchema },
  },
];
