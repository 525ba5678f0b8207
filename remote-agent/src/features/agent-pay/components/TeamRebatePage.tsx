import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RebatePreview, TeamRebateMember } from '@lobby/platform-api/contract';
import { paths, toast, useRequest, apiErrorText } from '@lobby/shared';
import { errorPath } from '@lobby/shared/field-errors';
import { fetchTeamRebate, previewMemberRebate, saveMemberRebate } from '../api/agent-pay-api';
import { draftOf, ratesFromDraft } from '../utils/rates';
import { LoadState } from './LoadState';
import { PayScreen } from './PayScreen';
import { RateInputs } from './RateInputs';
import { RateList } from './RateList';
import { RebateChangeDialog } from './RebateChangeDialog';

const PAGE_SIZE = 20;

/** /m/member/teamRebate: the downline's rates; each can be changed up to its upline's. */
export function TeamRebatePage() {
  const { t } = useTranslation('agentpay');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const team = useRequest(
    () =>
      fetchTeamRebate({
        pageNo: String(pageNo),
        pageSize: String(PAGE_SIZE),
        ...(query ? { username: query } : {}),
      }),
    `team-rebate-${query}-${pageNo}`,
  );
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setPageNo(1);
    setQuery(search.trim());
  };
  return (
    <PayScreen title={t('pages.teamRebate')}>
      <form className="agentpay-search" role="search" onSubmit={submitSearch}>
        <label className="lb-visually-hidden" htmlFor="team-rebate-search">
          {t('rebate.search')}
        </label>
        <input
          id="team-rebate-search"
          className="agentpay-field__input"
          type="search"
          placeholder={t('rebate.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="lb-btn lb-btn--soft">
          {t('rebate.find')}
        </button>
      </form>
      <LoadState
        state={team.state}
        onRetry={team.reload}
        isEmpty={(page) => page.list.length === 0}
      >
        {(page) => (
          <>
            <ul className="agentpay-members">
              {page.list.map((member) => (
                <MemberRates key={member.memberId} member={member} onSaved={team.reload} />
              ))}
            </ul>
            <nav className="agentpay__actions" aria-label={t('rebate.pages')}>
              <button
                type="button"
                className="lb-btn lb-btn--soft"
                disabled={pageNo <= 1}
                onClick={() => setPageNo(pageNo - 1)}
              >
                {t('rebate.previous')}
              </button>
              <span className="agentpay__muted">
                {t('rebate.pageOf', {
                  page: pageNo,
                  pages: Math.max(1, Math.ceil(page.total / PAGE_SIZE)),
                })}
              </span>
              <button
                type="button"
                className="lb-btn lb-btn--soft"
                disabled={pageNo * PAGE_SIZE >= page.total}
                onClick={() => setPageNo(pageNo + 1)}
              >
                {t('rebate.next')}
              </button>
            </nav>
          </>
        )}
      </LoadState>
    </PayScreen>
  );
}

function MemberRates({ member, onSaved }: { member: TeamRebateMember; onSaved: () => void }) {
  const { t } = useTranslation('agentpay');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(member.rates));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The change checked by the server and waiting for the agent's confirmation.
  const [pending, setPending] = useState<{
    rates: Record<string, number>;
    preview: RebatePreview;
  } | null>(null);
  const refused = (error: unknown) => {
    setInvalid(errorPath(error)?.replace('rates.', '') ?? null);
    toast.error(apiErrorText(error, t));
  };
  const review = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ratesFromDraft(draft, member.rates);
    if ('invalid' in parsed) {
      setInvalid(parsed.invalid);
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      const preview = await previewMemberRebate(member.memberId, parsed.rates);
      setPending({ rates: parsed.rates, preview });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await saveMemberRebate(member.memberId, pending.rates);
      toast.success(t('state.saved'));
      setPending(null);
      setEditing(false);
      onSaved();
    } catch (error) {
      setPending(null);
      refused(error);
    } finally {
      setBusy(false);
    }
  };
  const headingId = `member-${member.memberId}`;
  return (
    <li className="agentpay-card">
      <div className="agentpay-card__head">
        <h2 id={headingId} className="agentpay-card__title">
          {member.username}
        </h2>
        <span className="agentpay-tag">
          {member.type === 0 ? t('register.member') : t('register.agent')} ·{' '}
          {member.depth === 1 ? t('rebate.direct') : t('rebate.level', { depth: member.depth })}
        </span>
      </div>
      {editing ? (
        <form onSubmit={(event) => void review(event)} noValidate>
          <RateInputs caps={member.rates} draft={draft} onChange={setDraft} invalid={invalid} />
          <div className="agentpay__actions">
            <button
              type="button"
              className="lb-btn lb-btn--ghost"
              onClick={() => setEditing(false)}
            >
              {t('rebate.cancel')}
            </button>
            <button type="submit" className="lb-btn lb-btn--primary" disabled={busy}>
              {t('rebate.save')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <RateList lines={member.rates} showCap />
          <div className="agentpay__actions">
            <button
              type="button"
              className="lb-btn lb-btn--ghost"
              aria-label={t('rebate.editOf', { name: member.username })}
              onClick={() => {
                setDraft(draftOf(member.rates));
                setEditing(true);
              }}
            >
              {t('rebate.edit')}
            </button>
            {member.type !== 0 && member.depth === 1 ? (
              <Link
                className="lb-btn lb-btn--soft"
                to={paths.agentSubContracts.replace(':agentId', String(member.memberId))}
              >
                {t('offers.open', { name: member.username })}
              </Link>
            ) : null}
          </div>
        </>
      )}
      <RebateChangeDialog
        username={member.username}
        preview={pending?.preview ?? null}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void save()}
      />
    </li>
  );
}
