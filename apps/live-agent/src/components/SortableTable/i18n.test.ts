// The table's strings are mounted under `sortableTable` in the remote's namespace, in every language.
import { resources } from '../../i18n/features';
import en from './locales/en.json';

describe('SortableTable strings', () => {
  it.each(['en', 'de', 'fr', 'pt'] as const)('are part of the %s bundle', (lng) => {
    expect(Object.keys(resources[lng].sortableTable).sort()).toEqual(Object.keys(en).sort());
  });
});
