import { Route, Routes } from 'react-router-dom';
import { paths } from '@lobby/shared';
import { ChangePasswordPage } from '@/features/password/components/ChangePasswordPage';
import { ForgetPage } from '@/features/password/components/ForgetPage';
import { SettingsPage } from '@/features/settings/components/SettingsPage';
import { TrialPage } from '@/features/trial/components/TrialPage';
import { VisitorsOnly } from './components/VisitorsOnly';
import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';
import './auth.css';

/** The auth remote's routes, matched against the full URL path of the host's router. */
export default function App() {
  return (
    <Routes>
      <Route
        path={paths.login}
        element={
          <VisitorsOnly>
            <LoginPage />
          </VisitorsOnly>
        }
      />
      {[paths.register, paths.registerHtml].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <VisitorsOnly>
              <RegisterPage />
            </VisitorsOnly>
          }
        />
      ))}
      <Route path={paths.forget} element={<ForgetPage />} />
      <Route path={paths.changePsw} element={<ChangePasswordPage />} />
      <Route path={paths.trail} element={<TrialPage />} />
      <Route path={paths.set} element={<SettingsPage />} />
    </Routes>
  );
}
