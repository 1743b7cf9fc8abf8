import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** A list with nothing to show: an icon, what is missing ('No Leagues Found') and a hint of why or what to try. */
export function EmptyState({ icon: EmptyIcon, title, hint }: { icon: Icon; title: string; hint: string }) {
  return (
    <Stack align="center" py={60} gap="xs">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <EmptyIcon size={30} aria-hidden />
      </ThemeIcon>
      <Text fw={700} fz="lg">
        {title}
      </Text>
      <Text c="dimmed" ta="center">
        {hint}
      </Text>
    </Stack>
  );
}
