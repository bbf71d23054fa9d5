// The languages the product speaks, written once (docs/architecture.md, Contracts): the screens' strings, the rules'
// texts and the server's messages are written in each, and an organisation's locale and a demo user's language are
// one of them. A module of its own, importing nothing: the shell's entry reads it before the boot.
export const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
