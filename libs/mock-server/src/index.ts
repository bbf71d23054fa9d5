// Public API of @live-agent/mock-server: start the server, and the helpers domain modules use.
export { startMockServer, PRODUCT_NAMESPACE } from './server';
export { liveLoadScale, LIVE_LOAD_PARAM, LIVE_LOAD_STORAGE_KEY } from './domains/conversations/start';
export { forgetKeptChanges, storageKeeper } from './keptStorage';
// The API's user shapes, under the names this package has always exported them by.
export type { MockContext, MockDomain, MockServerOptions, SeedClock } from './types';
export type { AbilityRule, UserData as AuthUser } from '@live-agent/contracts';
export { REFERENCE_DATE, addDays, createRandom, hashSeed, isoDate, mulberry32, type Random } from './random';
export { fileIcon, initialsAvatar, svgDataUrl } from './images';
// The kit a domain is built from (kit/README.md): request reading, answers, the auth guard, the
// resource store, listing, validation and localized messages.
export {
  asObject,
  getHeader,
  pickFields,
  queryHas,
  queryList,
  queryNumber,
  queryString,
  readJsonBody,
  toId,
} from './kit/request';
export { created, forbidden, noContent, notFound, ok, unauthenticated, validationError } from './kit/responses';
export {
  SIGNED_IN,
  allows,
  authed,
  can,
  manage,
  read,
  type Handler,
  type Permission,
  type Requirement,
} from './kit/guard';
export { ResourceStore, toApiRecord } from './kit/store';
export { pageParams, paginate, queryRecords, sorter, type FilterSpec, type ListingSpec } from './kit/listing';
export {
  Check,
  isBlank,
  isEmail,
  isIsoDate,
  isTime,
  isTimeZone,
  toBoolean,
  toInteger,
  type FieldErrors,
} from './kit/validation';
export {
  COMMON_MESSAGES,
  LANGUAGES,
  defineCatalogue,
  pickLanguage,
  type Catalogue,
  type CommonMessages,
  type Language,
} from './kit/messages';
export {
  ACCESS_TOKEN_SECONDS,
  REFRESH_TOKEN_SECONDS,
  decodeTokenUnsafe,
  issueTokens,
  signToken,
  verifyToken,
  type TokenClaims,
  type TokenPayload,
  type TokenType,
} from './domains/auth/jwt';
export { DEMO_USERS } from './domains/auth/seeds';
// Live-agent product API (docs/demo-api.md, live-agent resources): record types, the seed, and the
// validation messages clients assert on.
export type {
  Admin,
  AdminRole,
  Agent,
  AgentStatus,
  Comment,
  ConversationCategory,
  ConversationTemplate,
  Department,
  Queue,
  QueueRouting,
  Shift,
  TemplateScope,
  TimeRange,
  WorkingTime,
  WorkingTimeException,
  WorkingTimeInterval,
  WorkingTimeScope,
} from './domains/live-agent/types';
export {
  ADMIN_ROLES,
  AGENT_STATUSES,
  LIVE_AGENT_COLLECTIONS,
  QUEUE_ROUTINGS,
  TEMPLATE_SCOPES,
  WORKING_TIME_SCOPES,
} from './domains/live-agent/types';
export {
  LIVE_AGENT_LANGUAGES,
  LIVE_AGENT_MESSAGES,
  messagesIn as liveAgentMessagesIn,
  type LiveAgentLanguage,
  type LiveAgentMessages,
} from './domains/live-agent/messages';
export { LIVE_AGENT_SEED_COUNTS, buildLiveAgentSeed, type LiveAgentSeed } from './domains/live-agent/seeds';
export { AGENT_BULK_ACTIONS, type AgentBulkAction } from './domains/live-agent/extras';
export {
  ROUTING_METHODS as ORGANIZATION_ROUTING_METHODS,
  type Organization,
  type OrganizationSettings,
} from './domains/organization/update';
export { ACME_ORGANIZATION } from './domains/organization/seeds';
// Conversation history and reports (docs/demo-api.md, conversations and reports).
export {
  resetConversationStore,
  conversationStoreFor,
  advanceSimulation,
  startConversationSimulation,
  type SimulationSummary,
} from './domains/conversations';
