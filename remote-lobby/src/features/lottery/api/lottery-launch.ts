import { api } from '@lobby/shared';
import { prizeMode } from '../utils/prize-mode';

/** The prize mode the brand's vendor mapping gives the lottery (spec section 4). */
export async function brandPrizeMode(): Promise<'lott' | 'elott'> {
  const types = await api.get('/wps/game/vendorGameTypes', { query: { typeId: '1' } });
  return prizeMode(types.mapping);
}

/** Launches a lottery game with the member token: the launch URL's single-use ticket. */
export async function launchLottery(
  nodeId: number,
  language: string,
  mode: 'lott' | 'elott',
): Promise<string> {
  const launch = await api.get('/wps/game/launchGame', {
    query: { nodeId: String(nodeId), language, platform: 'html5', prize_mode: mode },
  });
  const ticket = new URL(launch.url, window.location.origin).searchParams.get('ticket');
  if (!ticket) throw new Error('the launch URL carries no ticket');
  return ticket;
}
