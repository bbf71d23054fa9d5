// The statistics and analytics cards (docs/demo-api.md, Cards): the query, the period (the last 28 days when none is
// given), and what the server answers for any card (a strict object, so a field the contract does not name fails a
// test).
import { CARD_PERIODS, CARD_UNITS } from '../cards';
import { choice, z } from '../rules/schema';
import { unlessBlank } from './blank';

const about = (description: string) => z.describe(description);

/** The query of a card. Not named `…Schema`: its fields are parameters. */
export const cardQuery = z.object({
  period: z.pipe(
    unlessBlank(choice(CARD_PERIODS)),
    z.transform((period) => period ?? 'last-28-days'),
  ),
});

export const cardSeriesSchema = z.strictObject({
  key: z.string().check(about('A stable key a screen translates (`earning`, `expense` …).')),
  data: z.array(z.number()),
});

export const cardBreakdownItemSchema = z.strictObject({
  key: z.string(),
  value: z.number().check(about('A share of the headline figure, or a percentage (the percentages sum to 100).')),
  changePct: z.number().check(about('Change of the share against the previous period, in percent (may be negative).')),
});

/** Any card: a figure, its change, a chart and a breakdown. */
export const cardDataSchema = z.strictObject({
  card: z.string(),
  period: z.enum(CARD_PERIODS),
  unit: z.enum(CARD_UNITS),
  value: z.number().check(about('The card’s headline figure over the period.')),
  previous: z.number().check(about('The same figure over the period before.')),
  changePct: z
    .number()
    .check(about('(value − previous) ÷ previous × 100, rounded to one decimal; 0 without a previous figure.')),
  goal: z.nullable(z.number()).check(about('A target where the card has one (goal overview, budget), else null.')),
  labels: z
    .array(z.string())
    .check(about('ISO dates of the chart’s points: days for the 28-day and month periods, months for a year.')),
  series: z.array(cardSeriesSchema),
  breakdown: z.array(cardBreakdownItemSchema),
});
