import type { MongoAbility, RawRuleOf } from '@casl/ability';

/**
 * Actions and subjects stay plain strings: remotes add their own subjects (docs/architecture.md, Mock server and its kit: Dashboard, Admin, Agent,
 * ConversationTemplate, Report, Settings; the demo uses Auth, ACL and 'all') without touching this lib.
 */
export type AppAbility = MongoAbility<[string, string]>;

/** One server-sent permission, e.g. `{ action: 'read', subject: 'ACL' }`. */
export type AbilityRule = RawRuleOf<AppAbility>;
