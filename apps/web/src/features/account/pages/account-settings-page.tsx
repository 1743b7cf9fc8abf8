import { t } from '@arena/shared';
import { Divider, Grid, Paper, Stack, ThemeIcon, Group, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { LoadingBlock } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { useMe } from '@/lib/me';
import { AccountStatusCard } from '../components/account-status-card';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';
import { TwoFactorCard } from '../components/two-factor-card';

/** /settings (Account Settings): account status, profile, password and two-factor authentication. */
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
