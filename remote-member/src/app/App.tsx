import { Route, Routes } from 'react-router-dom';
import { paths } from '@lobby/shared';
import { MemberHome } from '../features/member-home/components/MemberHome';

/** The member remote's routes, matched against the full URL path of the host's router. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.memberHome} element={<MemberHome />} />
    </Routes>
  );
}
