import { Route, Routes } from 'react-router-dom';
import { paths } from '@lobby/shared';
import { DownloadPage } from '../features/app-download/components/DownloadPage';
import { InboxPage } from '../features/inbox/components/InboxPage';
import { MemberHome } from '../features/member-home/components/MemberHome';
import { MessageCenter } from '../features/message-center/components/MessageCenter';
import { NoticePage } from '../features/notices/components/NoticePage';

/** The member remote's routes, matched against the full URL path of the host's router. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.memberHome} element={<MemberHome />} />
      <Route path={paths.notice} element={<NoticePage />} />
      <Route path={paths.message} element={<MessageCenter />} />
      <Route path={paths.webEmail} element={<InboxPage />} />
      <Route path={paths.download} element={<DownloadPage />} />
      <Route path={paths.down} element={<DownloadPage />} />
      <Route path={paths.app} element={<DownloadPage ownBar />} />
    </Routes>
  );
}
