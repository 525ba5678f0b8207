import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { parseSystemStatus } from '@lobby/shared';
import { initTestI18n } from '@lobby/shared/testing';
import { DownloadBar } from './DownloadBar';

const status = parseSystemStatus({
  maintenance: false,
  regionRestriction: false,
  info: {
    appWindowPromotion: true,
    resources: [{ resourceType: 'Android', url: 'https://a/lobby.apk' }],
    mobileTemplate: { app_desc: 'Play anywhere with the Lobby app' },
    appDescTranslations: {
      CN: '随时随地畅玩 Lobby 应用',
      ID: 'Main di mana saja dengan aplikasi Lobby',
    },
  },
});

function renderBar() {
  render(
    <MemoryRouter>
      <DownloadBar status={status} onClose={jest.fn()} />
    </MemoryRouter>,
  );
}

describe('DownloadBar', () => {
  it("shows the operator's app description in the reader language", async () => {
    await initTestI18n(['common'], 'CN');
    renderBar();
    expect(screen.getByText('随时随地畅玩 Lobby 应用')).toBeInTheDocument();
  });

  it('falls back to the English description in a language the operator did not write', async () => {
    await initTestI18n(['common'], 'KO');
    renderBar();
    expect(screen.getByText('Play anywhere with the Lobby app')).toBeInTheDocument();
  });
});
