import { t, type MessageId } from '@arena/shared';
import { Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconFilePlus, IconTournament, IconTrophy, IconWallet, IconWorld, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from '../pages/dashboard-page.module.css';

const links: { path: string; labelId: MessageId; icon: Icon }[] = [
  { path: paths.leagues, labelId: 'nav.leagues', icon: IconTrophy },
  { path: paths.tournaments, labelId: 'nav.tournaments', icon: IconTournament },
  { path: paths.marketplace, labelId: 'nav.marketplace', icon: IconBuildingStore },
  { path: paths.globalRankings, labelId: 'nav.globalRankings', icon: IconWorld },
  { path: paths.newRequest, labelId: 'dashboard.action.newRequest', icon: IconFilePlus },
];

function Tile({ icon: TileIcon, label }: { icon: Icon; label: string }) {
  return (
    <Paper withBorder radius="lg" p="md" className={classes.quickPaper}>
      <ThemeIcon variant="light" size={36} radius="md">
        <TileIcon size={20} aria-hidden />
      </ThemeIcon>
      <Text fw={600} size="sm" mt="xs">
        {label}
      </Text>
    </Paper>
  );
}

/**
 * Quick actions: the main screens, a new request, and the wallet dialog (`onOpenWallet`; undefined until the app has
 * taken the server's page over, when a click would do nothing: the tile is disabled).
 */
export function QuickActions({ onOpenWallet }: { onOpenWallet: (() => void) | undefined }) {
  return (
    <nav aria-label={t('dashboard.quickActions')}>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="sm">
        <UnstyledButton onClick={onOpenWallet} disabled={!onOpenWallet} className={classes.quickLink} aria-haspopup="dialog">
          <Tile icon={IconWallet} label={t('dashboard.action.wallet')} />
        </UnstyledButton>
        {links.map((link) => (
          <UnstyledButton key={link.path} component={Link} to={link.path} className={classes.quickLink}>
            <Tile icon={link.icon} label={t(link.labelId)} />
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </nav>
  );
}
