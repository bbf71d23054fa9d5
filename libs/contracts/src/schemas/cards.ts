// The statistics and analytics cards' query (docs/demo-api.md, Cards): the period, the last 28 days when none is
// given.
import { CARD_PERIODS } from '../cards';
import { choice, z } from '../rules/schema';
import { unlessBlank } from './blank';

export const cardQuerySchema = z.object({
  period: z.pipe(
    unlessBlank(choice(CARD_PERIODS)),
    z.transform((period) => period ?? 'last-28-days'),
  ),
});
