// The shapes that cross HTTP, one module per domain (docs/architecture.md, Contracts). Types only, plus the
// `as const` value lists the types derive from, so importing this package adds nothing to a bundle but
// those lists. A plain re-export index: this package has no internals to hide.
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
