import { t } from '@arena/shared';
import { Alert, Box, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { AccountStatusBadge } from '@/components/account-status-badge';
import { LoadingBlock } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { useMe } from '@/lib/me';
import { formatDate } from '@/lib/format';
import { useMyVerification } from '../api/get-my-verification';
import { VerificationForm } from '../components/verification-form';

/** /verification (Account Verification): the verified notice, or the form (disabled while pending). */
export function VerificationPage() {
  const { data: me } = useMe();
  const query = useMyVerification();
  const status = query.data?.accountStatus ?? me?.accountStatus;

  let body;
  if (query.isPending) {
    body = <LoadingBlock />;
  } else if (query.isError) {
    body = (
      <Stack align="flex-start" maw={560}>
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" w="100%">
          {t('verification.loadFailed')}
        </Alert>
        <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </Stack>
    );
  } else if (query.data.accountStatus === 'verified') {
    body = (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="sm" py="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="green">
            <IconCircleCheck size={36} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {t('verification.verifiedTitle')}
          </Title>
          <Text maw={480}>{t('verification.verifiedText')}</Text>
          {query.data.verificationDate && (
            <Text size="sm" c="dimmed">
              {t('accountSettings.verifiedOn', { date: formatDate(query.data.verificationDate) })}
            </Text>
          )}
        </Stack>
      </Paper>
    );
  } else if (query.data.accountStatus === 'banned') {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="note">
        {t('verification.notAllowed')}
      </Alert>
    );
  } else {
    body = <VerificationForm data={query.data} accountName={me?.fullName ?? null} />;
  }

  return (
    <Box>
      <PageHeader
        title={t('verification.title')}
        description={t('verification.subtitle')}
        actions={status ? <AccountStatusBadge status={status} size="lg" /> : undefined}
      />
      {body}
    </Box>
  );
}
