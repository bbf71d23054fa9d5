// The CASL subjects of the product API (docs/demo-api.md, Common rules): the same names the client's routes
// and menus check (apps/live-agent routes' handle.ability), so a role sees exactly the screens whose
// requests the server answers. Reads need `read <subject>`, writes `manage <subject>`.
export const SUBJECTS = {
  /** GET /reports/dashboard. */
  dashboard: 'Dashboard',
  admin: 'Admin',
  /** Agents, departments, queues and shifts. */
  agent: 'Agent',
  conversationTemplate: 'ConversationTemplate',
  /** The other four reports, conversations with their messages, and contacts. */
  report: 'Report',
  /** The organisation, working times, closing comments and conversation categories. */
  settings: 'Settings',
  /** The live monitor: GET /live/*, and a supervisor's messages, transfers and closes of ongoing conversations. */
  liveMonitor: 'LiveMonitor',
  /**
   * An agent's own workspace (the inbox): GET /me*, its status, accepting a waiting chat, and the live monitor's
   * message, transfer and close on the chats it holds (live.ts LIVE_ACT_OWN; desk.ts).
   */
  agentDesk: 'AgentDesk',
} as const;

/** Every product subject: what a route any product screen reads (the organisation's name and zone) allows. */
export const ALL_PRODUCT_SUBJECTS = Object.values(SUBJECTS);
