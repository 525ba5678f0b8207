import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { paths, WhitelabelGate } from '@lobby/shared';
// The app's own styles (page frame, buttons, title bar, loading and error states) before the
// features' stylesheets, which build on them.
import './member.css';
import { DownloadPage } from '@/features/app-download/components/DownloadPage';
import { DepositPage } from '@/features/deposit/components/DepositPage';
import { HelpCenter } from '@/features/help-center/components/HelpCenter';
import { LegalPage } from '@/features/legal-pages/components/LegalPage';
import { LiveChatPage } from '@/features/live-chat/components/LiveChatPage';
import { MallPage } from '@/features/mall/components/MallPage';
import { MemberHome } from '@/features/member-home/components/MemberHome';
import { InboxPage } from '@/features/messages/components/InboxPage';
import { MessageCenter } from '@/features/messages/components/MessageCenter';
import { NoticePage } from '@/features/messages/components/NoticePage';
import { BetRecordPage } from '@/features/records/components/BetRecordPage';
import { ProfitLossPage } from '@/features/records/components/ProfitLossPage';
import { ResponsibleGamingPage } from '@/features/responsible-gaming/components/ResponsibleGamingPage';
import { TransactionRecordPage } from '@/features/records/components/TransactionRecordPage';
import { WithdrawPage } from '@/features/withdraw/components/WithdrawPage';
import { SecurityCentrePage } from './pages/SecurityCentrePage';

/** The member remote's routes, matched against the full URL path of the host's router. */
export default function App() {
  const { t } = useTranslation(['records', 'security']);
  return (
    <Routes>
      <Route path={paths.memberHome} element={<MemberHome />} />
      <Route path={paths.voucherCenter} element={<DepositPage />} />
      <Route path={paths.withdraw} element={<WithdrawPage />} />
      <Route path={paths.notice} element={<NoticePage />} />
      <Route path={paths.message} element={<MessageCenter />} />
      <Route path={paths.webEmail} element={<InboxPage />} />
      <Route path={paths.help} element={<HelpCenter />} />
      <Route path={paths.liveChat} element={<LiveChatPage />} />
      <Route path={paths.terms} element={<LegalPage key="terms" kind="terms" />} />
      <Route path={paths.privacy} element={<LegalPage key="privacy" kind="privacy" />} />
      <Route
        path={paths.playResponsibly}
        element={<LegalPage key="responsible" kind="responsible" />}
      />
      <Route path={paths.download} element={<DownloadPage />} />
      <Route path={paths.down} element={<DownloadPage />} />
      <Route path={paths.app} element={<DownloadPage ownBar />} />
      <Route
        path={paths.transactionRecord}
        element={
          <WhitelabelGate flag="TRANSREC3" title={t('records:transactions.title')}>
            <TransactionRecordPage />
          </WhitelabelGate>
        }
      />
      <Route path={paths.gameRecord} element={<BetRecordPage />} />
      <Route path={paths.profitAndLoss} element={<ProfitLossPage />} />
      <Route path={paths.responsibleGaming} element={<ResponsibleGamingPage />} />
      <Route
        path={paths.securityCenter}
        element={
          <WhitelabelGate flag="SECPRIV" title={t('security:title')}>
            <SecurityCentrePage />
          </WhitelabelGate>
        }
      />
      <Route path={paths.mallHome} element={<MallPage />} />
    </Routes>
  );
}
