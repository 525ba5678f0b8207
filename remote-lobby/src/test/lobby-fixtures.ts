import type {
  Game,
  VendorCategory,
  VendorSummary as Vendor,
  VendorGameTypes,
} from '@lobby/platform-api/contract';

export const vendor = (
  vassalage: string,
  displayName: string,
  gameCategory: VendorCategory,
): Vendor => ({
  vassalage,
  displayName,
  gameCategory,
  iconUrl: `/wps/img/vendor/${vassalage}.svg?variant=color`,
  iconWhiteUrl: `/wps/img/vendor/${vassalage}.svg?variant=white`,
  gameCount: 12,
});

export const game = (
  nodeId: number,
  name: string,
  gameType: VendorCategory = 'RNG',
  vassalage = 'PG',
): Game => ({
  nodeId,
  vassalage,
  gameName: name,
  nodeName: name,
  displayName: name,
  showIcon: true,
  iconUrl: `/wps/img/game/${nodeId}.svg`,
  gameId: String(nodeId),
  gameType,
  mobileLargeIcon: '',
  roomId: null,
  supportPlay: true,
  gameClassifyNew: null,
  gameCode: String(nodeId),
  isGameH5: true,
  playType: 'trad',
  minBet: 0.1,
});

export const CATALOGUE: VendorGameTypes = {
  categories: [
    { gameCategory: 'LOTT', vendors: [vendor('TCG', 'TCG Lottery', 'LOTT')] },
    { gameCategory: 'ELOTT', vendors: [vendor('TCG_LOTTO_VN', 'Vietnam Lotto', 'ELOTT')] },
    { gameCategory: 'LIVE', vendors: [vendor('EVO', 'Evolution', 'LIVE')] },
    {
      gameCategory: 'RNG',
      vendors: [
        vendor('PG', 'PG Soft', 'RNG'),
        vendor('JDB', 'JDB Gaming', 'RNG'),
        vendor('YBG', 'YB Bingo', 'RNG'),
      ],
    },
  ],
  sorting: [],
  // As the platform sends it: every group, the plain categories included.
  mapping: {
    LOTT: ['TCG'],
    ELOTT: ['TCG_LOTTO_VN'],
    LIVE: ['EVO'],
    RNG: ['PG', 'JDB'],
    BINGO: ['YBG'],
  },
};
