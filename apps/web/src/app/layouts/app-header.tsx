import { formatCents, t, type Me } from '@arena/shared';
import { ActionIcon, Badge, Box, Burger, Button, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconTrophyFilled, IconWallet } from '@tabler/icons-react';
import { Link, useNavigation } from 'react-router';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { LanguageMenu } from '@/components/language-menu';
import { useHydrated } from '@/lib/use-hydrated';
import { homePathFor } from '@/config/paths';
import { useSignOut } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';
import { WalletDialog } from '@/features/wallet';
import classes from './app-layout.module.css';

interface AppHeaderProps {
  me: Me;
  /** Admins below 768 px get a burger that opens the menu as a drawer. */
  burger?: { opened: boolean; onToggle: () => void };
}

export function AppHeader({ me, burger }: AppHeaderProps) {
  const signOut = useSignOut();
  const navigation = useNavigation();
  const isAdmin = me.role === 'admin';
  const [walletOpened, walletDialog] = useDisclosure(false);
  // The server renders /dashboard's header (decision 024): its buttons stay disabled until the app has taken the
  // page over, so a click before then is not silently lost.
  const ready = useHydrated();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {burger && <Burger opened={burger.opened} onClick={burger.onToggle} size="sm" aria-label={t('nav.openMenu')} aria-expanded={burger.opened} />}
        <UnstyledButton component={Link} to={homePathFor(me.role)} className={classes.brand}>
          <IconTrophyFilled size={26} aria-hidden className={classes.brandIcon} />
          <Text span fw={800} fz="xl">
            {t('app.name')}
          </Text>
        </UnstyledButton>
        {isAdmin && (
          <Badge variant="light" color="grape" visibleFrom="xs">
            {t('nav.adminBadge')}
          </Badge>
        )}
        {navigation.state !== 'idle' && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>

      <Group gap={6} wrap="nowrap">
        {!isAdmin && (
          <>
            <Button
              onClick={walletDialog.open}
              disabled={!ready}
              aria-haspopup="dialog"
              variant="light"
              leftSection={<IconWallet size={18} aria-hidden />}
              visibleFrom="sm"
            >
              {t('nav.myWallet')}
              <Text span fw={700} ml={8} size="sm">
                {formatCents(me.wallet.availableCents)}
              </Text>
            </Button>
            {/* Phones only: the browser's title is their hint; Mantine's Tooltip would bring floating-ui to every screen. */}
            <ActionIcon
              onClick={walletDialog.open}
              disabled={!ready}
              aria-haspopup="dialog"
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('nav.myWallet')}
              title={t('nav.myWallet')}
              hiddenFrom="sm"
            >
              <IconWallet size={22} aria-hidden />
            </ActionIcon>
            <WalletDialog opened={walletOpened} onClose={walletDialog.close} />
          </>
        )}
        <NotificationBell />
        {/* Phones choose it on /more (players) or in the menu drawer (the back office). */}
        <Box visibleFrom="sm">
          <LanguageMenu />
        </Box>
        <ColorSchemeToggle />
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void signOut()}
          disabled={!ready}
          visibleFrom="sm"
        >
          {t('auth.signOut')}
        </Button>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('auth.signOut')}
          title={t('auth.signOut')}
          onClick={() => void signOut()}
          disabled={!ready}
          hiddenFrom="sm"
        >
          <IconLogout size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
