import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { refreshMember, refreshWallet, useSessionStore } from '@lobby/shared';
import { useDownloadBarRoom } from '@/features/app-download/hooks/use-download-bar-room';
import { BottomMenu } from '@/features/bottom-menu/components/BottomMenu';
import { Header } from '@/features/header/components/Header';
import { BannerCarousel } from '@/features/home-banner/components/BannerCarousel';
import { RealityCheckHost } from '@/features/reality-check/components/RealityCheckHost';
import { RemoteView } from '@/features/remotes/components/RemoteView';
import { OfflineNotice } from '@/features/offline/components/OfflineNotice';
import { UpdatePrompt } from '@/features/offline/components/UpdatePrompt';
import { useRecoverWhenOnline } from '@/features/offline/hooks/use-recover-when-online';
import { LazySideMenu } from '@/features/side-menu/components/LazySideMenu';
import { PageTransition } from '@/features/transitions/components/PageTransition';
import { HomePage } from './home/HomePage';
import { layoutFor, withWayOut } from './layout-rules';
import { routePrefetch } from './route-prefetch';
import { resolveRoute } from './route-table';

/** The host shell: header, side menu, page (home or a remote's App), bottom menu. */
export function Shell() {
  const { pathname } = useLocation();
  // the page's remote failed (on this path): the shell keeps a way out even where it hides it
  const [failedOn, setFailedOn] = useState<string | null>(null);
  const onRemoteFailure = useCallback(
    (kind: string | null) => setFailedOn(kind ? pathname : null),
    [pathname],
  );
  const layout = failedOn === pathname ? withWayOut(layoutFor(pathname)) : layoutFor(pathname);
  const route = resolveRoute(pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const token = useSessionStore((state) => state.session?.token);
  useDownloadBarRoom(route.owner === 'host');
  useRecoverWhenOnline();

  useEffect(() => {
    if (!token) return;
    // a stored session from an earlier visit: load who and how much, quietly
    refreshMember().catch(() => undefined);
    refreshWallet().catch(() => undefined);
  }, [token]);

  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <div
      className={[
        'host-shell',
        layout.header ? 'has-header' : '',
        layout.bottomMenu ? 'has-bottom-menu' : '',
      ].join(' ')}
    >
      {layout.header ? <Header layout={layout} onOpenMenu={() => setMenuOpen(true)} /> : null}
      <main className="host-main">
        <PageTransition pageKey={pathname}>
          {layout.banner ? <BannerCarousel /> : null}
          {route.owner === 'host' ? (
            <HomePage />
          ) : (
            <RemoteView name={route.owner} onFailure={onRemoteFailure} />
          )}
        </PageTransition>
      </main>
      {layout.bottomMenu ? (
        <BottomMenu
          isHome={route.isHome}
          routePattern={route.entry.path}
          prefetch={routePrefetch}
        />
      ) : null}
      <LazySideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <RealityCheckHost />
      <OfflineNotice />
      <UpdatePrompt />
    </div>
  );
}
