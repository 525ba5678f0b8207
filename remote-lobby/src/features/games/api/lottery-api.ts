import type { LotteryGame, LotteryMenuEntry } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export async function listLotteries(language: string): Promise<LotteryGame[]> {
  const answer = await api.get('/wps/lottery/list', {
    query: {
      language,
      platform: 'html5',
    },
  });
  return answer.list;
}

export async function lotteryMenu(): Promise<LotteryMenuEntry[]> {
  return (await api.get('/wps/lottery/menu')).menu;
}

/** Each lottery game's cadence and next draw (the list counts down to its closing). */
export async function lotteryDrawTimes() {
  const started = Date.now();
  const answer = await api.get('/lgw/games');
  // The server's clock, taken at the middle of the round trip: countdowns use it, not the phone's.
  const offsetMs = Date.parse(answer.serverTime) - (started + Date.now()) / 2;
  return { list: answer.list, offsetMs: Number.isFinite(offsetMs) ? offsetMs : 0 };
}
