import { RemoteView } from '../remotes/RemoteView';
import { AnnouncementBar } from './announcement/AnnouncementBar';
import { CustomerServiceButton } from './customer-service/CustomerServiceButton';
import { Footer } from './footer/Footer';

/** Home composition below the top banner: notices, lobby's game lobby, footer, service button. */
export function HomePage() {
  return (
    <div className="host-home">
      <AnnouncementBar />
      <div className="host-home__lobby">
        <RemoteView name="lobby" expose="./HomeLobby" minHeight="30rem" />
      </div>
      <Footer />
      <CustomerServiceButton />
    </div>
  );
}
