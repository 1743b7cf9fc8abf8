import { t, type MessageId } from '@arena/shared';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageHeader } from './page-header';

/** A screen not built yet: its real title and a clear note, so that every menu link lands somewhere. */
export function PlaceholderPage({ titleId }: { titleId: MessageId }) {
  return (
    <>
      <PageHeader title={t(titleId)} />
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="sm" py="lg">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTools size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {t('placeholder.title')}
          </Title>
          <Text c="dimmed" maw={460}>
            {t('placeholder.text')}
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
