import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTheme, setTheme } from '@lobby/shared';

/** Light/dark switch; the choice is kept in localStorage `theme`. */
export function ThemeRow() {
  const { t } = useTranslation('common');
  const [light, setLight] = useState(() => getTheme() === 'light');
  return (
    <label className="host-side-menu__item host-switch">
      <span>{t('sideMenu.theme')}</span>
      <input
        type="checkbox"
        role="switch"
        checked={light}
        onChange={(event) => {
          setLight(event.target.checked);
          setTheme(event.target.checked ? 'light' : 'dark');
        }}
      />
      <span className="host-switch__track" aria-hidden="true" />
    </label>
  );
}
