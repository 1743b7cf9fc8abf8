import { formatCents, t, type Me } from '@arena/shared';
import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconWallet } from '@tabler/icons-react';

/** Balance, held and available amounts of the signed-in player's wallet. */
export function WalletCard({ wallet, onOpenWallet }: { wallet: Me['wallet']; onOpenWallet: (() => void) | undefined }) {
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Stack h="100%" justify="space-between" gap="lg">
        <Group gap="sm">
          <ThemeIcon size={40} radius="md" variant="light">
            <IconWallet size={22} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {t('nav.myWallet')}
          </Title>
        </Group>
        <div>
          <Text size="sm" c="dimmed">
            {t('wallet.balance')}
          </Text>
          <Text fz={34} fw={800} lh={1.2}>
            {formatCents(wallet.balanceCents)}
          </Text>
        </div>
        <SimpleGrid cols={2}>
          <div>
            <Text size="sm" c="dimmed">
              {t('wallet.held')}
            </Text>
            <Text fw={700}>{formatCents(wallet.heldCents)}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('wallet.available')}
            </Text>
            <Text fw={700}>{formatCents(wallet.availableCents)}</Text>
          </div>
        </SimpleGrid>
        <Button onClick={onOpenWallet} disabled={!onOpenWallet} variant="light" rightSection={<IconArrowRight size={16} aria-hidden />} aria-haspopup="dialog">
          {t('nav.myWallet')}
        </Button>
      </Stack>
    </Paper>
  );
}
