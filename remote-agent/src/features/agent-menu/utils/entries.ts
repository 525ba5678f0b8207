import { paths, withQuery, type WhitelabelKey } from '@lobby/shared';

export type TileId =
  | 'teamOverview'
  | 'transactionRecord'
  | 'teamMembers'
  | 'redRain'
  | 'teamPnl'
  | 'teamBetting'
  | 'agentRebate'
  | 'teamRebate'
  | 'securityCenter'
  | 'inbox'
  | 'customerService';

export interface Tile {
  id: TileId;
  /** Where it goes; none = an action (customer service opens the chat). */
  path?: string;
  /** The white-label switch that must be on (spec section 6); none = always shown. */
  whitelabel?: WhitelabelKey;
}

/** The agent home's tiles in the spec's order (section 2). */
export const TILES: readonly Tile[] = [
  { id: 'teamOverview', path: paths.agentTeamOverview, whitelabel: 'AGEINFO3' },
  // The member's own record: the record screen has no team view, so no `types=A` it would
  // ignore (issue 35).
  { id: 'transactionRecord', path: paths.transactionRecord, whitelabel: 'TRANSREC3' },
  { id: 'teamMembers', path: paths.memberTeam, whitelabel: 'AGEINFO3' },
  { id: 'redRain', path: paths.redRain },
  { id: 'teamPnl', path: paths.agentTeamPnl, whitelabel: 'AGEINFO3' },
  { id: 'teamBetting', path: paths.teamBetting, whitelabel: 'AGEINFO3' },
  { id: 'agentRebate', path: paths.agentRebate, whitelabel: 'AGEINFO3' },
  { id: 'teamRebate', path: paths.memberTeamRebate, whitelabel: 'AGEINFO3' },
  { id: 'securityCenter', path: paths.securityCenter, whitelabel: 'SECPRIV' },
  { id: 'inbox', path: paths.webEmail },
  { id: 'customerService' },
];

export type FooterId = 'home' | 'register' | 'dividend' | 'notices';

export interface FooterItem {
  id: FooterId;
  path: string;
  whitelabel?: WhitelabelKey;
  /** Shown only when the agent's dividends are shown. */
  dividendsOnly?: boolean;
}

export const FOOTER_ITEMS: readonly FooterItem[] = [
  { id: 'home', path: paths.home },
  { id: 'register', path: paths.agentRegister, whitelabel: 'AFFMAN3' },
  { id: 'dividend', path: paths.agentDividend, dividendsOnly: true },
  { id: 'notices', path: withQuery(paths.memberNotice, { types: 'A' }) },
];

/** A badge count as at most '99+' (spec section 9). */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
