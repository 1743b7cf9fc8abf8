import { PLAYER_IMAGE_WIDTHS, playerImageVariantUrl, t, type PlayerImageFormat } from '@arena/shared';
import { Box, Button, Center, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconUser } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useDataSaver } from '@/lib/data-saver';

/**
 * How wide the picture is drawn, for the browser's choice among the resized copies (decision 048): a card fills the
 * Market's grid column (one column on phones, two on small tablets), a detail fills a drawer.
 */
const SIZES = {
  card: '(max-width: 36em) calc(100vw - 2rem), (max-width: 62em) 50vw, 320px',
  detail: '(max-width: 36em) calc(100vw - 2rem), 480px',
} as const;

export type PlayerImageUse = keyof typeof SIZES;

function srcSetOf(url: string, format: PlayerImageFormat): string | null {
  const copies = PLAYER_IMAGE_WIDTHS.map((width) => {
    const copy = playerImageVariantUrl(url, width, format);
    return copy && `${copy} ${width}w`;
  });
  return copies.every(Boolean) ? copies.join(', ') : null;
}

/**
 * A player's picture, or a tidy placeholder with the initials when there is none or it fails to load. A picture
 * stored by Arena comes resized, as AVIF where the browser reads it and WebP otherwise, and loads only as it nears
 * the screen. With the data saver on, it waits for a tap.
 */
export function PlayerImage({
  name,
  url,
  height = 160,
  use = 'card',
  followDataSaver = true,
}: {
  name: string;
  url: string | null;
  height?: number;
  use?: PlayerImageUse;
  /** False where the picture is the point (the back office's preview of an image just uploaded). */
  followDataSaver?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const dataSaver = useDataSaver() && followDataSaver;
  if (url && !failed && dataSaver && !revealed) {
    return (
      <Placeholder name={name} height={height} label={`${name}: ${t('dataSaver.imageHidden')}`}>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPhoto size={16} aria-hidden />}
          onClick={() => setRevealed(true)}
          aria-label={`${t('dataSaver.showImage')}: ${name}`}
        >
          {t('dataSaver.showImage')}
        </Button>
      </Placeholder>
    );
  }
  if (url && !failed) {
    const avif = srcSetOf(url, 'avif');
    const webp = srcSetOf(url, 'webp');
    const image = (
      <Image
        src={playerImageVariantUrl(url, PLAYER_IMAGE_WIDTHS[0], 'webp') ?? url}
        srcSet={webp ?? undefined}
        sizes={webp ? SIZES[use] : undefined}
        alt={name}
        h={height}
        fit="cover"
        // A portrait's face is in its upper part: a short card keeps it rather than the chest.
        style={{ objectPosition: 'center 25%' }}
        // A picture the player just asked for is wanted now; others load as they near the screen.
        loading={revealed ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
    if (!avif) return image;
    return (
      <picture>
        <source type="image/avif" srcSet={avif} sizes={SIZES[use]} />
        {image}
      </picture>
    );
  }
  return <Placeholder name={name} height={height} label={`${name}: ${t('market.noImage')}`} />;
}

function Placeholder({ name, height, label, children }: { name: string; height: number; label: string; children?: ReactNode }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <Center h={height} bg="var(--mantine-color-default-hover)">
      <Stack gap={4} align="center">
        <Stack gap={4} align="center" role="img" aria-label={label}>
          <Box c="dimmed">
            <IconUser size={36} aria-hidden />
          </Box>
          <Text fw={700} c="dimmed" aria-hidden>
            {initials}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Center>
  );
}
