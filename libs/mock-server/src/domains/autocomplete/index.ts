// The autocomplete demo (docs/demo-api.md, Autocomplete): a fixed list of cities with their country and
// continent (the client's groups). Matching happens in the client as the user types; reading needs `read` on
// Demo.
import type { AutocompleteData, AutocompleteItem, PlaceContinent } from '@live-agent/contracts';
import { fixedAnswerDomain } from '../../kit/fixed';

const PLACES: Array<[string, string, PlaceContinent]> = [
  ['Accra', 'Ghana', 'africa'],
  ['Cairo', 'Egypt', 'africa'],
  ['Cape Town', 'South Africa', 'africa'],
  ['Casablanca', 'Morocco', 'africa'],
  ['Lagos', 'Nigeria', 'africa'],
  ['Nairobi', 'Kenya', 'africa'],
  ['Buenos Aires', 'Argentina', 'america'],
  ['Chicago', 'United States', 'america'],
  ['Lima', 'Peru', 'america'],
  ['Mexico City', 'Mexico', 'america'],
  ['Montréal', 'Canada', 'america'],
  ['New York', 'United States', 'america'],
  ['São Paulo', 'Brazil', 'america'],
  ['Toronto', 'Canada', 'america'],
  ['Bangkok', 'Thailand', 'asia'],
  ['Dubai', 'United Arab Emirates', 'asia'],
  ['Mumbai', 'India', 'asia'],
  ['Osaka', 'Japan', 'asia'],
  ['Seoul', 'South Korea', 'asia'],
  ['Singapore', 'Singapore', 'asia'],
  ['Tokyo', 'Japan', 'asia'],
  ['Amsterdam', 'Netherlands', 'europe'],
  ['Berlin', 'Germany', 'europe'],
  ['Lisbon', 'Portugal', 'europe'],
  ['London', 'United Kingdom', 'europe'],
  ['Lyon', 'France', 'europe'],
  ['Madrid', 'Spain', 'europe'],
  ['Munich', 'Germany', 'europe'],
  ['Paris', 'France', 'europe'],
  ['Porto', 'Portugal', 'europe'],
  ['Zürich', 'Switzerland', 'europe'],
  ['Auckland', 'New Zealand', 'oceania'],
  ['Brisbane', 'Australia', 'oceania'],
  ['Melbourne', 'Australia', 'oceania'],
  ['Perth', 'Australia', 'oceania'],
  ['Sydney', 'Australia', 'oceania'],
];

export const AUTOCOMPLETE_ITEMS: AutocompleteItem[] = PLACES.map(([title, country, continent], index) => ({
  id: index + 1,
  title,
  country,
  continent,
}));

export const autocompleteDomain = fixedAnswerDomain<AutocompleteData>('autocomplete', '/api/autocomplete/data', () => ({
  autoComplete: AUTOCOMPLETE_ITEMS,
}));
