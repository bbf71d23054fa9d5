// The forms' strings in this language, with the API's rule texts under `rules` (contracts' RULE_TEXTS_EN), so a
// field refuses in the words the server refuses with. One module per language: a page carries the one it speaks.
import { RULE_TEXTS_EN } from '@live-agent/contracts';
import strings from './en.json';

export default { ...strings, rules: RULE_TEXTS_EN };
