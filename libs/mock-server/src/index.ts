// Public API of @live-agent/mock-server: start the server, and the helpers domain modules use.
export { startMockServer, PRODUCT_NAMESPACE } from './server';
export type { AbilityRule, AuthUser, MockContext, MockDomain, MockServerOptions } from './types';
export { REFERENCE_DATE, addDays, createRandom, hashSeed, isoDate, mulberry32, type Random } from './random';
export { fileIcon, initialsAvatar, svgDataUrl } from './images';
export {
  created,
  getHeader,
  notFound,
  ok,
  paginate,
  queryList,
  queryNumber,
  queryString,
  readJsonBody,
  toApiRecord,
  unauthenticated,
  validationError,
} from './http';
export {
  TOKEN_LIFETIME_SECONDS,
  decodeTokenUnsafe,
  issueTokens,
  signToken,
  verifyToken,
  type TokenPayload,
  type TokenType,
} from './domains/auth/jwt';
export { DEMO_USERS } from './domains/auth/seeds';
