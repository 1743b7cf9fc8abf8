import { t, walletStatusFilters, walletTypeFilters } from '@arena/shared';
import { Alert, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { PaginationBar } from '@/components/pagination-bar';
import { useTransactions } from '../api/get-transactions';
import { BackToWallet } from '../components/back-to-wallet';
import { TransactionList } from '../components/transaction-list';
import { statusFilterOptions, typeFilterOptions, type StatusFilter, type TypeFilter } from '../lib/filters';
import { walletErrorText } from '../lib/error-text';

const PAGE_SIZE = 10;

/** /wallet/history: every request, newest first, filtered by status and type, paged; pending ones can be cancelled. */
export function HistoryPage() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<TypeFilter>('all');
  const [page, setPage] = useState(1);
  const query = useTransactions({ status, type, page, pageSize: PAGE_SIZE });

  // After a cancel or a filter change the current page may no longer exist: show the last one.
  const lastPage = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : page;
  if (page > lastPage) setPage(lastPage);
  const filtered = status !== 'all' || type !== 'all';

  return (
    <>
      <BackToWallet />
      <PageHeader title={t('wallet.history')} description={t('wallet.historySubtitle')} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={2} spacing="sm" mb="md" maw={480}>
          <Select
            label={t('wallet.filterStatus')}
            data={statusFilterOptions}
            value={status}
            onChange={(value) => {
              setStatus(walletStatusFilters.find((s) => s === value) ?? 'all');
              setPage(1);
            }}
            allowDeselect={false}
          />
          <Select
            label={t('wallet.filterType')}
            data={typeFilterOptions}
            value={type}
            onChange={(value) => {
              setType(walletTypeFilters.find((s) => s === value) ?? 'all');
              setPage(1);
            }}
            allowDeselect={false}
          />
        </SimpleGrid>
        {query.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md">
            {walletErrorText(query.error, 'wallet.historyLoadFailed')}
          </Alert>
        )}
        <TransactionList
          items={query.isError ? [] : query.data?.items}
          emptyText={filtered ? t('wallet.noTransactionsFiltered') : t('wallet.noTransactions')}
        />
        {query.data && <PaginationBar page={page} pageSize={PAGE_SIZE} total={query.data.total} onChange={setPage} />}
      </Paper>
    </>
  );
}
