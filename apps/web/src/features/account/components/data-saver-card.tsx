import { t } from '@arena/shared';
import { Group, Paper, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAntennaBars3 } from '@tabler/icons-react';
import { setDataSaver, useDataSaver } from '@/lib/data-saver';

/** Settings → Data saver: Market pictures load only on a tap. A choice of this device (lib/data-saver.ts). */
export function DataSaverCard() {
  const on = useDataSaver();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="data-saver-title">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color="grape">
          <IconAntennaBars3 size={22} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg" id="data-saver-title">
          {t('dataSaver.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('dataSaver.description')}
      </Text>
      <Switch checked={on} onChange={(event) => setDataSaver(event.currentTarget.checked)} label={t('dataSaver.switch')} />
    </Paper>
  );
}
