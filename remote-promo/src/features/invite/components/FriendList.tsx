import { useTranslation } from 'react-i18next';
import type { ReferralFriend } from '@lobby/platform-api/contract';
import {
  formatDateTime,
  formatMoney,
  ListSkeleton,
  NoData,
  Pager,
  RequestError,
  usePagedRequest,
} from '@lobby/shared';
import { FRIENDS_PAGE_SIZE, getInvitedFriends } from '../api/referral-api';

/** The friends who registered with the member's link, newest first, 20 a page. */
export function FriendList({ symbol }: { symbol: string }) {
  const { t } = useTranslation('invite');
  const { state, reload, pageNo, setPageNo, total } = usePagedRequest(
    getInvitedFriends,
    'referral-friends',
  );

  const statusOf = (friend: ReferralFriend) => {
    if (friend.reward !== null)
      return t('statusRewarded', { reward: formatMoney(friend.reward, symbol) });
    return friend.deposited ? t('statusNoReward') : t('statusWaiting');
  };

  let body;
  if (state.status === 'loading') body = <ListSkeleton rows={3} className="invite__skeleton" />;
  else if (state.status === 'error') {
    body = <RequestError message={t('friendsError')} onRetry={reload} className="invite__state" />;
  } else if (state.data.list.length === 0) body = <NoData message={t('friendsEmpty')} />;
  else {
    body = (
      <ul className="invite__friends">
        {state.data.list.map((friend) => (
          <li key={`${friend.name}-${friend.registeredAt}`} className="invite__friend">
            <span>
              <span className="invite__friend-name">{friend.name}</span>
              <span className="invite__muted">
                {t('registeredAt', { time: formatDateTime(friend.registeredAt) })}
              </span>
            </span>
            <span className={friend.reward !== null ? 'invite__reward' : 'invite__muted'}>
              {statusOf(friend)}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="invite__card" aria-labelledby="invite-friends">
      <h2 id="invite-friends" className="invite__heading">
        {t('friends')}
      </h2>
      {body}
      <Pager pageNo={pageNo} pageSize={FRIENDS_PAGE_SIZE} total={total} onPage={setPageNo} />
    </section>
  );
}
