// The shapes that cross HTTP, one module per domain (docs/architecture.md, Contracts): types, the `as const` value
// lists the types derive from, and the few small helpers both sides derive from them (initials, slugs, a failed
// call's status), so importing this package adds only what is used. A plain re-export index: this package has no
// internals to hide.
export * from './http';
export * from './auth';
export * from './organization';
export * from './live-agent';
export * from './conversations';
export * from './reports';
export * from './todo';
export * from './email';
export * from './chat';
export * from './calendar';
export * from './search';
export * from './ecommerce';
export * from './cards';
export * from './users';
export * from './invoice';
export * from './pages-content';
export * from './blog';
export * from './tables';
export * from './text';
export * from './rules/messages';
export * from './rules/formats';
export {
  checkAgainst,
  readRuleMessage,
  type Checked,
  type RuleMessage,
  type RuleSchema,
  type SchemaInput,
  type SchemaOutput,
} from './rules/schema';
export * from './schemas/ecommerce';
export {
  LIVE_AGENT_LIMITS,
  DEFAULT_CATEGORY_COLOR,
  adminInputSchema,
  agentInputSchema,
  departmentInputSchema,
  queueInputSchema,
  shiftInputSchema,
  workingTimeInputSchema,
  templateInputSchema,
  categoryInputSchema,
  commentInputSchema,
  agentBulkSchema,
  reorderSchema,
  rangesOverlap,
  readRanges,
  readSpecialDays,
  specialDayLabel,
  toMinutes,
  type OpeningRange,
  type SpecialDay,
  type WeeklyInterval,
} from './schemas/live-agent';
export {
  ORGANIZATION_LIMITS,
  organizationFieldsSchema,
  organizationSettingsSchema,
  organizationUpdateSchema,
} from './schemas/organization';
