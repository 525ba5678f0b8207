/**
 * Responsible gaming across apps: the member's page announces a change of choices (the host asks
 * the platform again), and the platform's game pages post a message when a round waits for a
 * reality check (the host shows it).
 */
export const RG_CHANGED_EVENT = 'lobby:rg-changed';
export const REALITY_CHECK_MESSAGE = 'lobby:reality-check';

export function announceRgChanged(): void {
  window.dispatchEvent(new Event(RG_CHANGED_EVENT));
}
