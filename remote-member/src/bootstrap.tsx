import { paths } from '@lobby/shared';
import { startStandalone } from '@lobby/shared/standalone';
import App from '@/app/App';

void startStandalone({
  App,
  home: [paths.memberHome, paths.message, paths.notice, paths.webEmail, paths.download],
});
