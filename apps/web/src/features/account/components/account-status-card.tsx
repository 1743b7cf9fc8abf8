import { t, type Me } from '@arena/shared';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AccountStatusBadge } from '@/components/account-status-badge';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

/** Account status (not verified, pending, verified, banned), the verification date and the way to /verification. */
export function AccountStatusCard({ me }: { me: Me }) {
  const status = me.accountStatus;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="account-status-title">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" color={status === 'verified' ? 'green' : 'blue'}>
            <IconShieldCheck size={22} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg" id="account-status-title">
            {t('accountSettings.accountStatus')}
          </Title>
        </Group>
        <AccountStatusBadge status={status} size="lg" />
      </Group>
      <Stack gap="xs" mt="md">
        {status === 'verified' && me.verificationDate && <Text>{t('accountSettings.verifiedOn', { date: formatDate(me.verificationDate) })}</Text>}
        {status === 'pending' && <Text>{t('accountSettings.statusPending')}</Text>}
        {status === 'not_verified' && <Text>{t('accountSettings.statusNotVerified')}</Text>}
        {status === 'banned' && <Text>{t('auth.accountBanned')}</Text>}
        {(status === 'pending' || status === 'not_verified') && (
          <Text size="sm" c="dimmed">
            {t('accountSettings.reviewTime')}
          </Text>
        )}
      </Stack>
      {status !== 'banned' && (
        <Button
          component={Link}
          to={paths.verification}
          variant={status === 'not_verified' ? 'filled' : 'light'}
          mt="md"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {status === 'not_verified' ? t('accountSettings.verifyAccount') : t('accountSettings.viewVerification')}
        </Button>
      )}
    </Paper>
  );
}
