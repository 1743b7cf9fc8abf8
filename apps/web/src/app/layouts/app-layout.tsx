import { t } from '@arena/shared';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { OfflineBanner } from '@/components/offline-banner';
import { UpdatePrompt } from '@/components/update-prompt';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me';
import { useIsMobile } from '@/lib/media';
import { useHydrated } from '@/lib/use-hydrated';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { navigation } from '../navigation';
import { AppHeader } from './app-header';
import { MobileBottomBar } from './mobile-bottom-bar';
import { NavMenu } from './nav-menu';
import classes from './app-layout.module.css';

// Only admins on a small screen open it: its code (Mantine's Drawer, the focus trap) loads the first time it opens.
const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

/**
 * Shell of every signed-in screen (user spec §2, shared layout): header with bell, wallet button (opens the wallet dialog),
 * colour-scheme toggle and sign-out; the user or admin menu as a sidebar from 768 px; below it a bottom
 * bar for players (on every page but /dashboard, whose quick actions lead on: user spec §3, decision 037) and a
 * drawer behind a burger for admins.
 */
export function AppLayout() {
  const { data: me } = useMe();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [drawerOpened, drawer] = useDisclosure(false);
  const drawerOpenedOnce = useOpenedOnce(drawerOpened);

  if (!me) return <LoadingScreen />; // the route guard has already waited for the session
  const isAdmin = me.role === 'admin';
  const groups = isAdmin ? navigation.adminSidebar : navigation.userSidebar;
  // Rendered on the server (src/prerender.tsx) the screen's width is unknown: both menus go in the HTML and the
  // stylesheet shows the one that fits. The page hydrates that HTML as it is, then keeps only the one it needs.
  const widthUnknown = !hydrated;
  const showSidebar = widthUnknown || !isMobile;
  const showBottomBar = !isAdmin && pathname !== paths.dashboard && (widthUnknown || isMobile);

  // Mantine's AppShell is replaced by a few lines of CSS (app-layout.module.css): it brings its resize handles, aside
  // and scroll-lock code to every signed-in screen. The header and bottom bar carry react-remove-scroll's class, so
  // they keep their place while a dialog locks the page's scrolling, as AppShell's do.
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <header className={`${classes.header} right-scroll-bar-position`}>
        <AppHeader me={me} burger={isAdmin && isMobile ? { opened: drawerOpened, onToggle: drawer.toggle } : undefined} />
      </header>

      {/* Below 768 px the sidebar is hidden: not rendering it spares a phone's first render its links. */}
      {showSidebar && (
        <nav aria-label={t('nav.mainNavigation')} className={classes.navbar}>
          <NavMenu groups={groups} />
        </nav>
      )}

      {isAdmin && drawerOpenedOnce && (
        <Suspense fallback={null}>
          <MenuDrawer opened={drawerOpened && isMobile} onClose={drawer.close} groups={groups} />
        </Suspense>
      )}

      <main id="main-content" tabIndex={-1} className={classes.main} data-with-footer={showBottomBar || undefined}>
        <UpdatePrompt />
        {!isAdmin && <OfflineBanner />}
        <Outlet />
      </main>

      {showBottomBar && (
        <footer className={`${classes.footer} right-scroll-bar-position`}>
          <MobileBottomBar />
        </footer>
      )}
    </>
  );
}
