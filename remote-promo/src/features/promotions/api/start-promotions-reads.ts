import { getLanguage, paths, startEarlyRequest } from '@lobby/shared';
import { PROMOTIONS_PATH, promotionsQuery } from './get-promotions';

const PROMOTIONS_PAGES: readonly string[] = [paths.activity, paths.activityDetail];

/**
 * The read the promotions page makes first (the list, which its detail reads too), started as
 * soon as the remote's code arrives on that page instead of once the page has rendered: after a
 * tap on Promotion it then travels alongside the rest of the screen's start (GUIDE.md section 6).
 * Other pages of this remote read other things: nothing is started for them.
 */
export function startPromotionsReads(pathname: string = window.location.pathname): void {
  if (!PROMOTIONS_PAGES.includes(pathname)) return;
  startEarlyRequest(PROMOTIONS_PATH, promotionsQuery(getLanguage()));
}
