// The public face of this feature (member-creation): what other features use of it. They
// import this file only, never one inside the feature (tests may also use its test helpers);
// keep it to what is used across.
// Its own feature because registration (accounts), social sign-in and an agent's downline
// accounts (agent-money) all create members, and creating one reaches session, wallet,
// promotions and referral: inside accounts, the accounts index (which session, security and
// wallet read member lookups from) would be an import cycle.
export { createMember, freeUsername, insertMember } from './create-member.js';
