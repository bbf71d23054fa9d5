// The shapes that cross HTTP, one module per domain. Types only (plus the `as const` value lists the types are
// derived from), so importing this package adds nothing to a bundle but those lists. See docs/architecture.md.
export {};
