// What other features use of queues (eslint.config.mjs: a feature is imported through its index.ts only).
export { QueuesList } from './QueuesList';
