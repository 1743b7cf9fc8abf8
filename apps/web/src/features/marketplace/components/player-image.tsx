import { t } from '@arena/shared';
import { Box, Center, Image, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useState } from 'react';

/** A player's picture, or a tidy placeholder with the initials when there is none or it fails to load. */
export function PlayerImage({ name, url, height = 160 }: { name: string; url: string | null; height?: number }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return <Image src={url} alt={name} h={height} fit="cover" onError={() => setFailed(true)} />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <Center h={height} bg="var(--mantine-color-default-hover)" role="img" aria-label={`${name}: ${t('market.noImage')}`}>
      <Stack gap={4} align="center">
        <Box c="dimmed">
          <IconUser size={36} aria-hidden />
        </Box>
        <Text fw={700} c="dimmed" aria-hidden>
          {initials}
        </Text>
      </Stack>
    </Center>
  );
}
