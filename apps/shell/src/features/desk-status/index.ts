// What other features use of the agent's desk (eslint.config.mjs: a feature is imported through its index.ts only).
export { NavbarDeskStatus } from './NavbarDeskStatus';
export { AssignedChatNotice } from './AssignedChatNotice';
export { useInboxUnread } from './useInboxUnread';
