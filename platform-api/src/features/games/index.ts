// The public face of this feature (games): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { gameDisplayName, gameNameOf } from './display-name.js';
export { findGame, isLotteryGame } from './lookup.js';
export { maskName } from './mask.js';
export { placeStake } from './stake.js';
