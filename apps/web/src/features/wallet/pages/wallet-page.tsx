import { t } from '@arena/shared';
import { Alert, Anchor, Grid, Group, Paper, Skeleton, Tabs } from '@mantine/core';
import { IconAlertCircle, IconArrowDownLeft, IconArrowRight, IconArrowUpRight, IconHistory } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useTransactions } from '../api/get-transactions';
import { useWallet } from '../api/get-wallet';
import { BalanceChartCard } from '../components/balance-chart-card';
import { TransactionList } from '../components/transaction-list';
import { WalletBalanceCard } from '../components/wallet-balance-card';
import { useIsMobile } from '@/lib/media';
import { WALLET_TABS, walletTabPath, type WalletTab } from '../lib/tabs';
import { walletErrorText } from '../lib/error-text';

const RECENT_COUNT = 5;

// The forms (zod contracts, number input, method picker) load when their tab opens: most visits only look.
const DepositForm = lazy(() => import('../components/deposit-form').then((m) => ({ default: m.DepositForm })));
const WithdrawForm = lazy(() => import('../components/withdraw-form').then((m) => ({ default: m.WithdrawForm })));
const formFallback = <Skeleton height={320} radius="md" />;

/**
 * /wallet (My Wallet, user spec §2): balance card with Deposit and Withdraw, the balance over 30 days, and the
 * tabs Transaction History (latest 5, View All → /wallet/history), Deposit and Withdraw with the forms. After
 * a submit the form resets and the page returns to the history tab (user spec §4).
 */
export function WalletPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: WalletTab = WALLET_TABS.find((value) => value === requested) ?? 'history';
  const wallet = useWallet();
  const recent = useTransactions({ status: 'all', type: 'all', page: 1, pageSize: RECENT_COUNT });
  const tabsRef = useRef<HTMLDivElement>(null);
  // Below 768 px the three tabs share the width without icons, so they fit on one line.
  const isMobile = useIsMobile();
  const tabIcon = (icon: ReactNode) => (isMobile ? undefined : icon);

  // Following the card's Deposit/Withdraw buttons (or a link) brings the form into view on small screens.
  useEffect(() => {
    if (tab !== 'history') tabsRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [tab]);

  const selectTab = (next: string | null) => {
    const value = WALLET_TABS.find((candidate) => candidate === next) ?? 'history';
    setSearchParams(value === 'history' ? {} : { tab: value }, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('wallet.title')} description={t('wallet.subtitle')} />
      {wallet.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md">
          {walletErrorText(wallet.error, 'wallet.loadFailed')}
        </Alert>
      )}
      <Grid gap="lg" mb="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <WalletBalanceCard wallet={wallet.data} depositTo={walletTabPath('deposit')} withdrawTo={walletTabPath('withdraw')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <BalanceChartCard />
        </Grid.Col>
      </Grid>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} ref={tabsRef} style={{ scrollMarginTop: 72 }}>
        <Tabs value={tab} onChange={selectTab} keepMounted={false}>
          <Tabs.List mb="md" grow={isMobile}>
            <Tabs.Tab value="history" leftSection={tabIcon(<IconHistory size={16} aria-hidden />)} px={isMobile ? 6 : undefined}>
              {t('wallet.history')}
            </Tabs.Tab>
            <Tabs.Tab value="deposit" leftSection={tabIcon(<IconArrowDownLeft size={16} aria-hidden />)} px={isMobile ? 6 : undefined}>
              {t('wallet.deposit')}
            </Tabs.Tab>
            <Tabs.Tab value="withdraw" leftSection={tabIcon(<IconArrowUpRight size={16} aria-hidden />)} px={isMobile ? 6 : undefined}>
              {t('wallet.withdraw')}
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="history">
            <TransactionList query={recent} emptyText={t('wallet.noTransactions')} errorText={(error) => walletErrorText(error, 'wallet.historyLoadFailed')} />
            <Group justify="flex-end" mt="md">
              <Anchor component={Link} to={paths.walletHistory} fw={600} size="sm">
                <Group gap={4} component="span" wrap="nowrap">
                  {t('wallet.viewAll')}
                  <IconArrowRight size={16} aria-hidden />
                </Group>
              </Anchor>
            </Group>
          </Tabs.Panel>
          <Tabs.Panel value="deposit" maw={560} mx="auto">
            <Suspense fallback={formFallback}>
              <DepositForm onDone={() => selectTab('history')} />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="withdraw" maw={560} mx="auto">
            <Suspense fallback={formFallback}>
              <WithdrawForm onDone={() => selectTab('history')} />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  );
}
