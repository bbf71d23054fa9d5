// The forms' strings in this language, with the API's rule texts under `rules` (contracts' RULE_TEXTS_FR), so a
// field refuses in the words the server refuses with. One module per language: a page carries the one it speaks.
import { RULE_TEXTS_FR } from '@live-agent/contracts';
import strings from './fr.json';

export default { ...strings, rules: RULE_TEXTS_FR };
