import { paths } from '@lobby/shared';
import { startStandalone } from '@lobby/shared/standalone';
import App from '@/app/App';

void startStandalone({
  App,
  home: [paths.login, paths.register, paths.forget, paths.changePsw, paths.set, paths.trail],
});
