import { t, tAdmin } from '@arena/shared';
import { Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * The photo ID from the admin photo route (same-origin <img>, so the session cookie goes along).
 * Three states besides the image: loading, 'Failed to load image', 'No image available'.
 */
export function VerificationPhoto({ url, alt }: { url: string | null; alt: string }) {
  const [state, setState] = useState<{ url: string | null; status: 'loading' | 'loaded' | 'failed' }>({ url, status: 'loading' });
  // A different photo starts loading again (state is reset during render, not in an effect).
  if (state.url !== url) setState({ url, status: 'loading' });

  if (!url) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Stack align="center" gap={4}>
          <IconPhotoOff size={28} aria-hidden />
          <Text c="dimmed" size="sm">
            {tAdmin('admin.verifications.noImage')}
          </Text>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="xs" pos="relative" mih={120}>
      {state.status === 'loading' && (
        <Center pos="absolute" inset={0} role="status">
          <Stack align="center" gap={4}>
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('common.loading')}</Text>
          </Stack>
        </Center>
      )}
      {state.status === 'failed' ? (
        <Stack align="center" gap={4} py="lg" role="alert">
          <IconPhotoOff size={28} aria-hidden />
          <Text c="var(--mantine-color-error)" size="sm">
            {tAdmin('admin.verifications.imageFailed')}
          </Text>
        </Stack>
      ) : (
        <img
          src={url}
          alt={alt}
          onLoad={() => setState({ url, status: 'loaded' })}
          onError={() => setState({ url, status: 'failed' })}
          style={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 360,
            margin: '0 auto',
            borderRadius: 6,
            objectFit: 'contain',
            visibility: state.status === 'loaded' ? 'visible' : 'hidden',
          }}
        />
      )}
    </Paper>
  );
}
