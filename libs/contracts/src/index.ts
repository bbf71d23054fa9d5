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
export * from './maps';
export * from './text';
export * from './languages';
export * from './rules/messages';
export * from './rules/formats';
export {
  checkAgainst,
  maxLengthOf,
  mismatches,
  readRuleMessage,
  type Checked,
  type RuleMessage,
  type RuleSchema,
  type SchemaInput,
  type SchemaOutput,
} from './rules/schema';
export * from './schemas/ecommerce';
export * from './schemas/blog';
export * from './schemas/email';
export * from './schemas/chat';
export * from './schemas/misc';
export * from './schemas/cards';
export * from './money';
export * from './schemas/invoice';
export { fieldOf } from './rules/fieldOf';
export * from './schemas/todo';
export * from './schemas/calendar';
export * from './schemas/users';
export * from './schemas/auth';
export * from './schemas/conversations';
export * from './schemas/live';
export * from './schemas/desk';
export * from './schemas/reports';
export * from './schemas/search';
export * from './schemas/autocomplete';
export * from './schemas/maps';
export * from './schemas/pricing';
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
  isBlankValue,
  toFlag,
  toRecordId,
  toWholeNumber,
  type OpeningRange,
  type SpecialDay,
  type WeeklyInterval,
  adminSchema,
  agentSchema,
  departmentSchema,
  queueSchema,
  shiftSchema,
  timeRangeSchema,
  workingTimeIntervalSchema,
  workingTimeExceptionSchema,
  workingTimeSchema,
  conversationTemplateSchema,
  conversationCategorySchema,
  commentSchema,
  agentBulkResponseSchema,
  templateImportRequestSchema,
  templateImportResponseSchema,
  importRowErrorSchema,
  templateImportErrorBodySchema,
  categoryReorderResponseSchema,
  commentReorderResponseSchema,
} from './schemas/live-agent';
export {
  ORGANIZATION_LIMITS,
  logoFileSchema,
  organizationFieldsSchema,
  organizationSettingsSchema,
  organizationUpdateSchema,
  organizationUpdateRequestSchema,
  organizationSettingsRecordSchema,
  organizationSchema,
  organizationResponseSchema,
  currentOrganizationResponseSchema,
} from './schemas/organization';
export * from './schemas/faq';
export * from './schemas/datatables';
export * from './schemas/showcase-forms';
