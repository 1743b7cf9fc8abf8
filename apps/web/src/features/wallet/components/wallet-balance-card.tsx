import { formatCents, t, type WalletState } from '@arena/shared';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';

interface WalletBalanceCardProps {
  wallet: WalletState | undefined;
  /** Where the Deposit and Withdraw buttons lead (a tab of /wallet or the sub-pages). */
  depositTo: string;
  withdrawTo: string;
}

/** Balance (held amounts included), held by pending withdrawals, available; Deposit and Withdraw buttons. */
export function WalletBalanceCard({ wallet, depositTo, withdrawTo }: WalletBalanceCardProps) {
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Stack h="100%" justify="space-between" gap="lg">
        <Group gap="sm">
          <ThemeIcon size={40} radius="md" variant="light">
            <IconWallet size={22} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {t('wallet.balance')}
          </Title>
        </Group>
        <div>
          {wallet ? (
            <Text fz={36} fw={800} lh={1.15} data-testid="wallet-balance" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCents(wallet.balanceCents)}
            </Text>
          ) : (
            <Skeleton height={40} width="60%" />
          )}
        </div>
        <SimpleGrid cols={2}>
          <Amount label={t('wallet.available')} cents={wallet?.availableCents} testId="wallet-available" />
          <Amount label={t('wallet.held')} cents={wallet?.heldCents} testId="wallet-held" />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <Button component={Link} to={depositTo} leftSection={<IconArrowDownLeft size={18} aria-hidden />}>
            {t('wallet.deposit')}
          </Button>
          <Button component={Link} to={withdrawTo} variant="light" leftSection={<IconArrowUpRight size={18} aria-hidden />}>
            {t('wallet.withdraw')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Amount({ label, cents, testId }: { label: string; cents: number | undefined; testId: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {cents === undefined ? (
        <Skeleton height={22} width="70%" mt={4} />
      ) : (
        <Text fw={700} fz="lg" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCents(cents)}
        </Text>
      )}
    </div>
  );
}
