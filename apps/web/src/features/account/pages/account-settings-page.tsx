import { t } from '@arena/shared';
import { Button, Divider, Grid, Paper, Stack, Text, ThemeIcon, Group, Title } from '@mantine/core';
import { IconLock, IconShieldHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoadingBlock } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { useMe } from '@/lib/me';
import { AccountStatusCard } from '../components/account-status-card';
import { ChangePasswordForm } from '../components/change-password-form';
import { DataSaverCard } from '../components/data-saver-card';
import { ProfileForm } from '../components/profile-form';
import { TwoFactorCard } from '../components/two-factor-card';

/** Settings → Responsible play: the player's limits, breaks and activity live on their own page. */
function ResponsiblePlayCard() {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="responsible-play-title">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color="teal">
          <IconShieldHeart size={22} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg" id="responsible-play-title">
          {t('protection.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('protection.settingsCardText')}
      </Text>
      <Button component={Link} to={paths.responsiblePlay} variant="light">
        {t('protection.open')}
      </Button>
    </Paper>
  );
}

/** /settings (Account Settings): account status, profile, data saver, password and two-factor authentication. */
export function AccountSettingsPage() {
  const { data: me } = useMe();
  if (!me) return <LoadingBlock />;

  return (
    <>
      <PageHeader title={t('accountSettings.title')} description={t('accountSettings.subtitle')} />
      <Grid gap="lg" maw={1100}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <AccountStatusCard me={me} />
            <ProfileForm me={me} />
            {me.role === 'user' && <ResponsiblePlayCard />}
            <DataSaverCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="security-title">
            <Group gap="sm" mb="md">
              <ThemeIcon size={40} radius="md" variant="light">
                <IconLock size={22} aria-hidden />
              </ThemeIcon>
              <Title order={2} fz="lg" id="security-title">
                {t('accountSettings.security')}
              </Title>
            </Group>
            <Stack gap="lg">
              <ChangePasswordForm />
              <Divider />
              <TwoFactorCard me={me} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
