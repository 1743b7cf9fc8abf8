import { t } from '@arena/shared';
import { AppShell, Drawer, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useMe } from '@/lib/me';
import { useIsMobile } from '@/lib/media';
import { navigation } from '../navigation';
import { AppHeader } from './app-header';
import { MobileBottomBar } from './mobile-bottom-bar';
import { NavMenu } from './nav-menu';
import classes from './app-layout.module.css';

/**
 * Shell of every signed-in screen (user spec §2, shared layout): header with bell, wallet button (opens the wallet dialog),
 * colour-scheme toggle and sign-out; the user or admin menu as a sidebar from 768 px; below it a bottom
 * bar for players and a drawer behind a burger for admins.
 */
export function AppLayout() {
  const { data: me } = useMe();
  const isMobile = useIsMobile();
  const [drawerOpened, drawer] = useDisclosure(false);

  if (!me) return <LoadingScreen />; // the route guard has already waited for the session
  const isAdmin = me.role === 'admin';
  const groups = isAdmin ? navigation.adminSidebar : navigation.userSidebar;
  const showBottomBar = isMobile && !isAdmin;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={showBottomBar ? { height: 64 } : undefined}
      padding="md"
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <AppShell.Header>
        <AppHeader me={me} burger={isAdmin && isMobile ? { opened: drawerOpened, onToggle: drawer.toggle } : undefined} />
      </AppShell.Header>

      <AppShell.Navbar aria-label={t('nav.mainNavigation')}>
        <ScrollArea px="sm" py="xs" type="scroll" h="100%">
          <NavMenu groups={groups} />
        </ScrollArea>
      </AppShell.Navbar>

      {isAdmin && (
        <Drawer opened={drawerOpened && isMobile} onClose={drawer.close} title={t('app.name')} size={280} padding="sm">
          <nav aria-label={t('nav.mainNavigation')}>
            <NavMenu groups={groups} onNavigate={drawer.close} />
          </nav>
        </Drawer>
      )}

      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </AppShell.Main>

      {showBottomBar && (
        <AppShell.Footer>
          <MobileBottomBar />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
