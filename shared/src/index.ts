// Public API of @lobby/shared (a module-federation singleton). See ../README.md.
export { paths, HOME_PATHS, isHomePath, withQuery, lottoH5Path } from './routing/paths';
export type { PathName, AppPath, QueryValue } from './routing/paths';
export {
  NEXT_PARAM,
  LAUNCH_PARAM,
  safeNextPath,
  safeLaunchId,
  loginPathFor,
  returnTarget,
  carryReturn,
} from './routing/return-to';
export type { ReturnPlace } from './routing/return-to';
export {
  useLoginRedirect,
  useLoginPathHere,
  LoginRedirect,
  useReturnAfterAuth,
} from './routing/use-return-to';

export {
  REMOTE_NAMES,
  BrandConfigError,
  parseBrandConfig,
  setBrandConfig,
  getBrandConfig,
} from './config/brand-config';
export type { BrandConfig, RemoteName } from './config/brand-config';

export { useSessionStore, useIsLoggedIn, getSessionToken } from './session/session-store';
export type { SessionState } from './session/session-store';
export { isAgentType, isTrialType } from './session/session-types';
export type { SessionInfo, MemberInfo, Wallet } from './session/session-types';
export { SESSION_STORAGE_KEY } from './session/session-storage';
export { refreshWallet, refreshMember } from './session/session-actions';
export { useLogout } from './session/use-logout';

export { loadApiClient, api, SLOW_CONNECTION_MS } from './api/api-client';
export type { CallOptions, CallRequest } from './api/api-client';
export { ApiError, isApiError, refusalValue } from './api/api-error';
export { apiErrorText } from './api/error-text';
export {
  rememberSignedOutReason,
  readSignedOutReason,
  forgetSignedOutReason,
  SIGNED_OUT_REASON_KEY,
} from './session/signed-out-reason';
export type { SignedOutReason } from './session/signed-out-reason';
export { rememberExclusion, isExcludedOnThisDevice } from './session/exclusion-memory';
export { RG_CHANGED_EVENT, REALITY_CHECK_MESSAGE, announceRgChanged } from './session/rg-events';
export type { ApiErrorCode } from './api/api-error';

export {
  initI18n,
  setLanguage,
  getLanguage,
  createFetchBackend,
  NAMESPACES,
  LANGUAGE_STORAGE_KEY,
} from './i18n/init-i18n';
export type { Namespace } from './i18n/init-i18n';
export { LANGUAGES, DEFAULT_LANGUAGE, findLanguage } from './i18n/languages';
export { formatDate } from './i18n/format-date';
export {
  businessDayIn,
  foreignZoneLabel,
  offsetName,
  useBusinessTimeZone,
  zoneOffsetMinutes,
} from './i18n/business-zone';
export { formatCount } from './i18n/format-count';
export { formatDateTime } from './i18n/format-date-time';
export type { Language } from './i18n/languages';

export { initTheme, setTheme, getTheme, normalizeTheme, THEME_STORAGE_KEY } from './theme/theme';
export type { Theme } from './theme/theme';

export {
  useSystemStatus,
  useSystemStatusStore,
  loadSystemStatus,
  refreshSystemStatus,
  restoreCachedStatus,
  whitelabel,
  useWhitelabel,
  STATUS_STORAGE_KEY,
} from './status/system-status-store';
export { deriveStatusCode, parseSystemStatus } from './status/parse-system-status';
export type {
  SystemStatus,
  SystemInfo,
  StatusCode,
  WhitelabelKey,
  CustomerService,
  DownloadLink,
} from './status/system-status-types';

export { toast, TOAST_DURATIONS, useToastStore } from './ui/toast/toast-store';
export { ToastHost } from './ui/toast/ToastHost';
export { showLoading, hideLoading, useLoadingStore } from './ui/loading/loading-store';
export { LoadingOverlay } from './ui/loading/LoadingOverlay';
export { Spinner } from './ui/loading/Spinner';
export { Modal } from './ui/modal/Modal';
export type { ModalProps } from './ui/modal/Modal';
export { confirm } from './ui/confirm/confirm-store';
export type { ConfirmOptions } from './ui/confirm/confirm-store';
export { NoData } from './ui/feedback/NoData';
export { RemoteErrorView, type RemoteFailureKind } from './ui/feedback/RemoteErrorView';
export { ComingSoonScreen } from './ui/coming-soon/ComingSoonScreen';
export { FeatureOffScreen, WhitelabelGate } from './ui/feature-off/FeatureOffScreen';
export type { ComingSoonScreenProps } from './ui/coming-soon/ComingSoonScreen';
export { MemberAvatar } from './ui/avatar/MemberAvatar';
export type { MemberAvatarProps } from './ui/avatar/MemberAvatar';
export { BalanceWidget } from './ui/balance/BalanceWidget';
export type { BalanceWidgetProps } from './ui/balance/BalanceWidget';
export { useBalanceVisibility } from './ui/balance/balance-visibility-store';
export { formatMoney, MASKED_AMOUNT } from './ui/money/format-money';
export { checkAmount, feeOf, newRequestId, amountProblemText } from './ui/money/amount-input';
export type { AmountProblem, AmountLimits } from './ui/money/amount-input';
export { SharedUiHost } from './ui/SharedUiHost';
export * from './ui/icons';
export { useRequest, type RequestState } from './hooks/use-request';
export { usePagedRequest } from './hooks/use-paged-request';
export { sanitizeHtml, useSanitizedHtml } from './html/sanitize-html';
export { ServerHtml, SERVER_HTML_CONTAINMENT } from './html/ServerHtml';
export { safeLocalStorage, safeSessionStorage, createSafeStorage } from './storage/safe-storage';
export type { SafeStorage } from './storage/safe-storage';
export { toSafeUrl, safeHref } from './url/safe-url';
export type { SafeUrl, SafeUrlOptions } from './url/safe-url';
export { openSafeUrl } from './url/open-safe-url';
export {
  useOpenLiveChat,
  CHAT_LOADING_AFTER_LINK_MS,
  type OpenLiveChatOptions,
} from './customer-service/use-open-live-chat';

// --- Page parts, navigation and call throttles from remote-member, for every remote (issue 10) ---
export { PageTitleBar } from './ui/page/PageTitleBar';
export type { PageTitleBarProps } from './ui/page/PageTitleBar';
export { useGoBack, useIsFirstPage } from './navigation/use-go-back';
export { RequestError } from './ui/feedback/RequestError';
export type { RequestErrorProps } from './ui/feedback/RequestError';
export { ListSkeleton } from './ui/loading/ListSkeleton';
export type { ListSkeletonProps } from './ui/loading/ListSkeleton';
export { Pager } from './ui/pager/Pager';
export type { PagerProps } from './ui/pager/Pager';
export { TabList } from './ui/tabs/TabList';
export type { TabListProps, TabItem } from './ui/tabs/TabList';
export { LabelledField } from './ui/field/LabelledField';
export type { LabelledFieldProps } from './ui/field/LabelledField';
export { useRefuseTrial } from './session/use-refuse-trial';
export { useRealAccountGate } from './session/use-real-account-gate';
export type { AccountKind } from './session/use-real-account-gate';
export { spacedCalls, sharedWithin, trailingThrottle } from './utils/throttle';
export type { SharedCall, TrailingThrottled } from './utils/throttle';
// The inbox badge's count, for the member's and the agent's screens: one call, shared in flight.
export { fetchUnreadInbox, UNREAD_WINDOW_MS } from './inbox/unread-inbox';
export { LOAD_MORE_DISTANCE_PX, LOAD_MORE_THROTTLE_MS } from './ui/loading/infinite-scroll';

// --- remote-auth reshape (issue 10): generic pieces two features of remote-auth needed ---
export { loadScriptOnce } from './dom/load-script';
export { useCountdown } from './hooks/use-countdown';

// --- host reshape (issue 10): pieces the host's features share ---
// The page's early answers (host/public/index.html), once: the host's brand-config loader used a
// copy of its own.
export { takeEarlyResponse } from './api/early-responses';
export { startEarlyRequest } from './api/start-early-request';
// The deposit entry (visitors to login, trial accounts refused): the header and side menu both.
export { useDeposit } from './session/use-deposit';
