import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../api/api-client';
import { hideLoading, showLoading } from '../ui/loading/loading-store';
import { openSafeUrl } from '../url/open-safe-url';

/** Spec section 9: the chat's loading stays about 0.5 s after its link returns. */
export const CHAT_LOADING_AFTER_LINK_MS = 500;

export interface OpenLiveChatOptions {
  /** Where the chat's back goes; the current page when absent. */
  backUrl?: string;
}

/**
 * Opens the live chat as spec section 7 has it: the chat launch call (b2c 1, language, backUrl)
 * behind the loading overlay, then its chatUrl. The platform's own chat is a page of this site,
 * opened in the same tab; a brand's external chat opens in a new window (safe-URL rule). Chat
 * errors are silent (spec section 8): the loading goes and nothing opens. Callers check login
 * and trial first; the server refuses both anyway.
 */
export function useOpenLiveChat(): (options?: OpenLiveChatOptions) => void {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  return useCallback(
    (options: OpenLiveChatOptions = {}) => {
      showLoading();
      api
        .get(
          '/wps/chat/launch',
          { query: { b2c: '1', language: i18n.language, backUrl: options.backUrl ?? here } },
          { silent: true },
        )
        .then(
          ({ chatUrl }) => {
            window.setTimeout(hideLoading, CHAT_LOADING_AFTER_LINK_MS);
            if (chatUrl.startsWith('/') && !chatUrl.startsWith('//')) navigate(chatUrl);
            else openSafeUrl(chatUrl);
          },
          () => hideLoading(),
        );
    },
    [i18n.language, navigate, here],
  );
}
