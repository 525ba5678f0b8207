// The generic request pieces live in http/schemas.ts, the game ones in contract/games.ts. This
// re-export keeps the inbox (converted in parallel) building until it imports from http/.
export { frontEndParams, optional, pageParams } from '../../http/schemas.js';
