// The lottery's rules, browser-safe: the platform settles with them, the lottery page counts
// selections and verifies draws with them (`@lobby/platform-api/lottery-rules`).
export * from './types.js';
export * from './registry.js';
export * from './seed-stream.js';
export * from './verify.js';
export * from './display.js';
export * from './stakes-at-draws.js';
