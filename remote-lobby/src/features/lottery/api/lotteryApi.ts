import { apiGet } from '@lobby/shared';
import type { Game } from '../../home-lobby/api/types';

export interface LotteryGame extends Game {
  drawNo: number;
  drawAt: string;
  closesAt: string;
}

export async function listLotteries(language: string): Promise<LotteryGame[]> {
  const answer = await apiGet<{ list: LotteryGame[] }>('/wps/lottery/list', {
    language,
    platform: 'html5',
  });
  return answer.list;
}

export interface LotteryMenu {
  gameCategory: string;
  vendors: { vassalage: string; displayName: string; gameCount: number }[];
}

export async function lotteryMenu(): Promise<LotteryMenu[]> {
  return (await apiGet<{ menu: LotteryMenu[] }>('/wps/lottery/menu')).menu;
}
