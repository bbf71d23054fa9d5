// The pricing page (docs/demo-api.md, Pricing): three plans with the theme's figures, the popular one, the
// signed-in account's plan and the questions under the plans. Reading needs `read Demo` (kit/guard.ts).
import type { PricingData } from '@live-agent/contracts';
import { fixedAnswerDomain } from '../../kit/fixed';

export const PRICING: PricingData = {
  currency: 'USD',
  basic: {
    title: 'Basic',
    subtitle: 'A simple start for everyone',
    monthlyPrice: 0,
    yearlyPlan: { perMonth: 0, totalAnnual: 0 },
    planBenefits: [
      '100 responses a month',
      'Unlimited forms and surveys',
      'Unlimited fields',
      'Basic form creation tools',
      'Up to 2 subdomains',
    ],
    popular: false,
  },
  standard: {
    title: 'Standard',
    subtitle: 'For small to medium businesses',
    monthlyPrice: 49,
    yearlyPlan: { perMonth: 40, totalAnnual: 480 },
    planBenefits: [
      'Unlimited responses',
      'Unlimited forms and surveys',
      'Instagram profile page',
      'Google Docs integration',
      'Custom “Thank you” page',
    ],
    popular: true,
  },
  enterprise: {
    title: 'Enterprise',
    subtitle: 'Solution for big organizations',
    monthlyPrice: 99,
    yearlyPlan: { perMonth: 80, totalAnnual: 960 },
    planBenefits: [
      'PayPal payments',
      'Logic jumps',
      'File upload with 5 GB storage',
      'Custom domain support',
      'Stripe integration',
    ],
    popular: false,
  },
  currentPlan: 'basic',
  qandA: [
    {
      question: 'Does my subscription automatically renew?',
      ans: 'Yes, at the end of each period with the same payment method, until you cancel.',
    },
    {
      question: 'Can I switch between monthly and annual billing?',
      ans: 'Yes. The change applies from your next renewal; annual billing costs less per month.',
    },
    {
      question: 'What happens to my data if I downgrade?',
      ans: 'Nothing is deleted. Features beyond your new plan become read-only until you upgrade again.',
    },
    {
      question: 'Do you offer discounts for non-profits?',
      ans: 'Yes: write to sales@demo.com with proof of your status for 50% off any paid plan.',
    },
  ],
};

export const pricingDomain = fixedAnswerDomain<PricingData>(
  'pricing',
  '/pricing/data',
  () => JSON.parse(JSON.stringify(PRICING)) as PricingData,
);
