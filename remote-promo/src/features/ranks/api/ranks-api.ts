import type { Banner, RankBoard, RankQuery } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

export type RankKind = 'deposit' | 'bet';

/** The banner group of each rank screen (spec section 2). */
export const RANK_BANNER_GROUP: Record<RankKind, string> = {
  deposit: 'm_deposit20',
  bet: 'm_bet20',
};

export const RANK_SIZE = 20;

export async function getRank(kind: RankKind): Promise<RankBoard> {
  const query: RankQuery = { limitNum: String(RANK_SIZE) };
  return api.get(`/wps/rank/${kind}`, { query });
}

export async function getRankBanner(kind: RankKind): Promise<Banner | null> {
  const banners = await api.get('/wps/banners', { query: { groupName: RANK_BANNER_GROUP[kind] } });
  return banners[0] ?? null;
}
