// The autocomplete demo (docs/demo-api.md, Autocomplete) as the server answers it (strict objects).
import { PLACE_CONTINENTS } from '../tables';
import { z } from '../rules/schema';

/** One suggestion: a city with its country and continent (the client's groups). */
export const autocompleteItemSchema = z.strictObject({
  id: z.int(),
  title: z.string(),
  country: z.string(),
  continent: z.enum(PLACE_CONTINENTS),
});

/** GET /api/autocomplete/data. */
export const autocompleteDataSchema = z.strictObject({ autoComplete: z.array(autocompleteItemSchema) });
