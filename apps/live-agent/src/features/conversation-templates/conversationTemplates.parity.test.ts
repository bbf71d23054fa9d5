// The template form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the template's schema in contracts). The form sends
// its shortcut without the slash the screen shows.
import { templateRules } from './conversationTemplates.rules';
import { adminFormParityTest } from '../../test/parity';

adminFormParityTest(
  'refuses in the form exactly what the server refuses, with the same message, for every field and hostile input',
  templateRules,
  {
    fields: ['title', 'shortcut', 'body'],
    path: '/conversation-templates/1',
    valid: { title: 'Thanks', shortcut: 'parity-thanks', body: 'Thanks!', scope: 'global' },
    toWire: { shortcut: (typed) => typed.replace(/^\//, '') },
  },
);
