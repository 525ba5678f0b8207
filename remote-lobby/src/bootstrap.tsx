import { startStandalone } from '@lobby/shared/standalone';
import App from '@/app/App';
import HomeExtras from '@/features/home-extras/components/HomeExtras';
import HomeLobby from '@/features/games/components/HomeLobby';

/** The lobby's parts of the home page, as the host composes them. */
function StandaloneHome() {
  return (
    <>
      <HomeLobby />
      <HomeExtras />
    </>
  );
}

void startStandalone({ App, home: StandaloneHome });
