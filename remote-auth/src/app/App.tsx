import { Route, Routes } from 'react-router-dom';
import { paths } from '@lobby/shared';
import { LoginPage } from '../features/login/components/LoginPage';
import { SettingsPage } from '../features/settings/components/SettingsPage';

/** The auth remote's routes, matched against the full URL path of the host's router. */
export default function App() {
  return (
    <Routes>
      <Route path={paths.login} element={<LoginPage />} />
      <Route path={paths.set} element={<SettingsPage />} />
    </Routes>
  );
}
