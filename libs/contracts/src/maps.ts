// The maps demo (docs/demo-api.md, Maps).
import type { z } from 'zod/mini';
import type { conversationsByCountrySchema, countryFigureSchema } from './schemas/maps';

/** One country's conversations: ISO 3166-1 alpha-2 code and count. */
export type CountryFigure = z.output<typeof countryFigureSchema>;

/** GET /api/maps/conversations-by-country. */
export type ConversationsByCountry = z.output<typeof conversationsByCountrySchema>;
