import { formatCents, t } from '@arena/shared';
import { Button, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowDownLeft, IconArrowRight, IconArrowUpRight, IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me';
import { useWallet } from '../api/get-wallet';

export interface WalletDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The wallet dialog's modal; `WalletDialog` (wallet-dialog.tsx) loads it the first time it opens. */
export function WalletDialogModal({ opened, onClose }: WalletDialogProps) {
  const { data: me } = useMe();
  const wallet = useWallet({ enabled: opened });
  const state = wallet.data ?? me?.wallet;

  return (
    <Modal opened={opened} onClose={onClose} title={t('wallet.title')} centered>
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed">
            {t('wallet.balance')}
          </Text>
          {state ? (
            <Text fz={32} fw={800} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCents(state.balanceCents)}
            </Text>
          ) : (
            <Skeleton height={38} width="50%" />
          )}
        </div>
        <SimpleGrid cols={2}>
          <div>
            <Text size="sm" c="dimmed">
              {t('wallet.available')}
            </Text>
            <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {state ? formatCents(state.availableCents) : '—'}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('wallet.held')}
            </Text>
            <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {state ? formatCents(state.heldCents) : '—'}
            </Text>
          </div>
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <Button component={Link} to={paths.walletDeposit} onClick={onClose} leftSection={<IconArrowDownLeft size={18} aria-hidden />}>
            {t('wallet.deposit')}
          </Button>
          <Button component={Link} to={paths.walletWithdraw} onClick={onClose} variant="light" leftSection={<IconArrowUpRight size={18} aria-hidden />}>
            {t('wallet.withdraw')}
          </Button>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button component={Link} to={paths.walletHistory} onClick={onClose} variant="default" leftSection={<IconHistory size={16} aria-hidden />}>
            {t('wallet.history')}
          </Button>
          <Button component={Link} to={paths.wallet} onClick={onClose} variant="default" rightSection={<IconArrowRight size={16} aria-hidden />}>
            {t('wallet.openWallet')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
