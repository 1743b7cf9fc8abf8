import { t, type MessageId } from '@arena/shared';
import { Grid, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconTournament, IconTrophy, IconWorld, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadingBlock } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me';
import { LatestNotifications } from '../components/latest-notifications';
import { WalletCard } from '../components/wallet-card';
import classes from './dashboard-page.module.css';

const quickLinks: { path: string; labelId: MessageId; icon: Icon }[] = [
  { path: paths.leagues, labelId: 'nav.leagues', icon: IconTrophy },
  { path: paths.tournaments, labelId: 'nav.tournaments', icon: IconTournament },
  { path: paths.marketplace, labelId: 'nav.marketplace', icon: IconBuildingStore },
  { path: paths.globalRankings, labelId: 'nav.globalRankings', icon: IconWorld },
];

/** /dashboard: greeting, wallet and the latest notifications. The ranking cards come with the rankings issue. */
export function DashboardPage() {
  const { data: me } = useMe();
  if (!me) return <LoadingBlock />;
  const name = me.fullName?.trim() || me.email;

  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name })} description={t('dashboard.subtitle')} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="lg" spacing="sm">
        {quickLinks.map((link) => (
          <UnstyledButton key={link.path} component={Link} to={link.path} className={classes.quickLink}>
            <Paper withBorder radius="lg" p="md" className={classes.quickPaper}>
              <ThemeIcon variant="light" size={36} radius="md">
                <link.icon size={20} aria-hidden />
              </ThemeIcon>
              <Text fw={600} size="sm" mt="xs">
                {t(link.labelId)}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <WalletCard wallet={me.wallet} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <LatestNotifications />
        </Grid.Col>
      </Grid>
    </>
  );
}
