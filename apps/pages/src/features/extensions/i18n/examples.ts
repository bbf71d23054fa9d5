// Internationalisation: switch the language here and watch plurals and formats change with it.
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { LanguageSwitch } from './LanguageSwitch';
import { Plurals } from './Plurals';
import { Formats } from './Formats';
import languageSwitchSource from './LanguageSwitch.tsx?raw';
import pluralsSource from './Plurals.tsx?raw';
import formatsSource from './Formats.tsx?raw';

export default [
  { id: 'plurals', Demo: Plurals, source: pluralsSource },
  { id: 'formats', Demo: Formats, source: formatsSource },
  { id: 'switch', Demo: LanguageSwitch, source: languageSwitchSource },
] satisfies ShowcaseExample[];
