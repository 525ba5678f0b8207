// The platform's wire contract: zod schemas of every request and answer, one module per area.
// The front end imports types only (`import type … from '@lobby/platform-api/contract'`).
export * from './envelope.js';
export * from './content.js';
export * from './agent.js';
export * from './agent-money.js';
export * from './system.js';
export * from './member.js';
export * from './inbox.js';
export * from './promotions.js';
export * from './ops.js';
export * from './accounts.js';
export * from './phone.js';
export * from './games.js';
export * from './play.js';
export * from './wallet.js';
export * from './rg.js';
export * from './security.js';
export * from './rewards.js';
export * from './red-rain.js';
export * from './referral.js';
export * from './mall.js';
export * from './site.js';
export * from './lottery.js';
export * from './lottery-theme.js';
export * from './encrypted-body.js';
export * from './endpoints/index.js';
