// The pricing page (docs/demo-api.md, Pricing) as the server answers it (strict objects).
import { PRICING_PLANS } from '../pages-content';
import { z } from '../rules/schema';

const about = (description: string) => z.describe(description);

export const pricingPlanSchema = z.strictObject({
  title: z.string(),
  subtitle: z.string(),
  monthlyPrice: z.number().check(about('Whole currency units a month, billed monthly.')),
  yearlyPlan: z.strictObject({ perMonth: z.number(), totalAnnual: z.number() }),
  planBenefits: z.array(z.string()),
  popular: z.boolean(),
});

/** GET /pricing/data. */
export const pricingDataSchema = z.strictObject({
  currency: z.string().check(about('ISO 4217 (`USD` in the demo).')),
  basic: pricingPlanSchema,
  standard: pricingPlanSchema,
  enterprise: pricingPlanSchema,
  currentPlan: z.enum(PRICING_PLANS).check(about('The signed-in account’s plan.')),
  qandA: z
    .array(z.strictObject({ question: z.string(), ans: z.string() }))
    .check(about('The questions under the plans.')),
});
