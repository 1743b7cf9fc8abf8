import { t } from '@arena/shared';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
}

/** The one h1 of a screen; also sets the browser tab title. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions}
    </Group>
  );
}
