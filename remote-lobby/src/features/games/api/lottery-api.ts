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
