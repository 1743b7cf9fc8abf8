import { t } from '@arena/shared';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useUpdateReady } from '@/lib/offline/update-state';

/**
 * A new version of Arena is installed and waiting (decision 047): it applies only when the player reloads with it,
 * every open page at once, never half-way.
 */
export function UpdatePrompt() {
  const apply = useUpdateReady();
  const [applying, setApplying] = useState(false);
  if (!apply) return null;
  return (
    <Paper withBorder radius="md" p="sm" mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {t('update.ready')}
        </Text>
        <Button
          size="xs"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={applying}
          onClick={() => {
            setApplying(true);
            apply();
          }}
        >
          {t('update.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
