// The maps demo (docs/demo-api.md, Maps) as the server answers it (strict objects).
import { z } from '../rules/schema';

/** One country's figure: its ISO 3166-1 alpha-2 code (the client names it in the page's language). */
export const countryFigureSchema = z.strictObject({
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  conversations: z.int().check(z.nonnegative()),
});

/** GET /api/maps/conversations-by-country. */
export const conversationsByCountrySchema = z.strictObject({ countries: z.array(countryFigureSchema) });
