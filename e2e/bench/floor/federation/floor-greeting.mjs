// The federation floor's remote module ('lobby/FloorGreeting'): one line of text, through react
// and react-i18next's useTranslation as the lobby remote's HomeLobby consumes them, so loading
// it costs the federation runtime's work (manifest, remote entry, shared-module negotiation)
// and next to no code of its own.
import React from 'react';
import { useTranslation } from 'react-i18next';

export default function FloorGreeting() {
  const { t } = useTranslation('lobby');
  return React.createElement('p', { className: 'floor-greeting' }, t('floorGreeting'));
}
