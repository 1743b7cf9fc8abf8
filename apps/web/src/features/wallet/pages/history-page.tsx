import { t, walletStatusFilters, walletTypeFilters } from '@arena/shared';
import { Paper, Select, SimpleGrid } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/lib/use-list-params';
import { useTransactions } from '../api/get-transactions';
import { BackToWallet } from '../components/back-to-wallet';
import { TransactionList } from '../components/transaction-list';
import { statusFilterOptions, typeFilterOptions } from '../lib/filters';
import { walletErrorText } from '../lib/error-text';

const PAGE_SIZE = 10;

/** /wallet/history: every request, newest first, filtered by status and type (kept in the URL), paged; pending ones can be cancelled. */
export function HistoryPage() {
  const list = useListParams({ filters: { status: walletStatusFilters, type: walletTypeFilters }, pageSize: PAGE_SIZE });
  const query = useTransactions(list.query);

  return (
    <>
      <BackToWallet />
      <PageHeader title={t('wallet.history')} description={t('wallet.historySubtitle')} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={2} spacing="sm" mb="md" maw={480}>
          <Select label={t('wallet.filterStatus')} data={statusFilterOptions()} allowDeselect={false} {...list.select('status')} />
          <Select label={t('wallet.filterType')} data={typeFilterOptions()} allowDeselect={false} {...list.select('type')} />
        </SimpleGrid>
        <TransactionList
          query={query}
          paging={list}
          emptyText={list.isFiltered ? t('wallet.noTransactionsFiltered') : t('wallet.noTransactions')}
          errorText={(error) => walletErrorText(error, 'wallet.historyLoadFailed')}
        />
      </Paper>
    </>
  );
}
