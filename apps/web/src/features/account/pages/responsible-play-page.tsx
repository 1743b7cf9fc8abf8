import { t } from '@arena/shared';
import { Alert, Grid, Paper, Stack, Text, ThemeIcon, Group, Title } from '@mantine/core';
import { IconAlertCircle, IconShieldHeart } from '@tabler/icons-react';
import { LoadingBlock } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { useProtection } from '../api/protection';
import { ActivityCard } from '../components/activity-card';
import { BreakCard } from '../components/break-card';
import { LimitCard } from '../components/limit-card';

/** /settings/responsible-play: the player's limits, breaks and activity (issue 29). */
export function ResponsiblePlayPage() {
  const query = useProtection();

  let body;
  if (query.isPending) body = <LoadingBlock />;
  else if (query.isError)
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorMessage(query.error, 'protection.loadFailed')}
      </Alert>
    );
  else
    body = (
      <Grid gap="lg" maw={1100}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="limits-title">
            <Group gap="sm" mb="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="md" variant="light">
                <IconShieldHeart size={22} aria-hidden />
              </ThemeIcon>
              <Title order={2} fz="lg" id="limits-title">
                {t('protection.limitsTitle')}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {t('protection.limitsHint')}
            </Text>
            <Text size="sm" c="dimmed" mb="md">
              {t('protection.timeZone')}
            </Text>
            <Stack gap="md">
              {query.data.limits.map((limit) => (
                <LimitCard key={limit.kind} limit={limit} />
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <BreakCard block={query.data.block} />
            <ActivityCard activity={query.data.activity} />
          </Stack>
        </Grid.Col>
      </Grid>
    );

  return (
    <>
      <PageHeader title={t('protection.title')} description={t('protection.subtitle')} />
      {body}
    </>
  );
}
