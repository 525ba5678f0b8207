import type { ChatLaunchQuery } from '../../contract/chat.js';
import { BACK_URL_FALLBACK } from '../../contract/chat.js';

/** The chat page of the member app (remote-member owns it, GUIDE route ownership). */
export const CHAT_PAGE_PATH = '/m/liveChat';

/**
 * The way back from the chat: a path of this site's app (`/m/…`, with its query) only. Another
 * origin, a protocol-relative `//host`, a backslash or anything odd falls back to /m/home, so a
 * crafted launch cannot send the member elsewhere.
 */
export function safeBackUrl(backUrl: string | undefined): string {
  if (!backUrl) return BACK_URL_FALLBACK;
  if (
    !/^\/m(\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?(\?[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*)?$/.test(backUrl)
  )
    return BACK_URL_FALLBACK;
  if (backUrl.includes('//') || backUrl.includes('\\')) return BACK_URL_FALLBACK;
  return backUrl;
}

/**
 * The chat page's URL: the ticket, the language, the way back and the header's colour and title
 * (spec section 7). Relative, so it opens on the site the member is on.
 */
export function platformChatUrl(ticket: string, query: ChatLaunchQuery): string {
  const params = new URLSearchParams({ ticket });
  params.set('language', query.language ?? 'CN');
  params.set('backUrl', safeBackUrl(query.backUrl));
  if (query.headerColor)
    params.set(
      'headerColor',
      query.headerColor.startsWith('#') ? query.headerColor : `#${query.headerColor}`,
    );
  if (query.title) params.set('title', query.title);
  return `${CHAT_PAGE_PATH}?${params.toString()}`;
}

/** A brand's external chat: its URL with the member's language (no session travels there). */
export function externalChatUrl(base: string, query: ChatLaunchQuery): string {
  const url = new URL(base);
  url.searchParams.set('language', query.language ?? 'CN');
  return url.toString();
}
