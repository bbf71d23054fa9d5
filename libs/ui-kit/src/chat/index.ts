// @live-agent/ui-kit/chat: the chat thread, an entry of its own so only the apps that show a conversation
// load it (the shell never does). Like ./standalone it is not shared through Module Federation: each remote
// bundles its copy (libs/build-config/shared.js).
export { MessageThread, TOP_THRESHOLD_PX, type MessageThreadProps } from './MessageThread';
export type { ThreadMessage, ThreadSide } from './message.types';
export { threadItems, scrollTopKeepingPlace, dayKey, type ThreadItem } from './thread';
