import { formatCents, systemAccountNameIds, systemAccounts, t, tAdmin, type AdminMessageId, type MoneyOverview, type SystemAccount } from '@arena/shared';
import { Alert, Button, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { TableScroll, TableSkeletonRows } from '@/components/table-states';
import { formatDate } from '@/lib/format';
import { useMoneyOverview } from '../api/get-money-overview';

const MoneyMovementChart = lazy(() => import('../components/money-movement-chart'));

const RANGES = ['7', '30', '90'] as const;
const aboutId = (account: SystemAccount) => `adminMoney.about.${account}` as AdminMessageId;
const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Amount({ cents, loading, size = 26 }: { cents: number | undefined; loading: boolean; size?: number }) {
  if (loading || cents === undefined) return <Skeleton height={size} width={110} mt={6} radius="sm" />;
  return (
    <Text fz={size} fw={800} lh={1.3} c={cents < 0 ? 'red.7' : undefined} style={amountStyle}>
      {formatCents(cents)}
    </Text>
  );
}

/** One figure of the summary row: revenue, fees earned, prizes paid, what adjustments created. */
function Figure({ labelId, cents, loading }: { labelId: AdminMessageId; cents: number | undefined; loading: boolean }) {
  const label = tAdmin(labelId);
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Amount cents={cents} loading={loading} />
    </Paper>
  );
}

function AccountCard({ account, data }: { account: SystemAccount; data: MoneyOverview | undefined }) {
  const name = tAdmin(systemAccountNameIds[account]);
  const balance = data?.accounts.find((a) => a.account === account)?.balanceCents;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={name}>
      <Text fw={700}>{name}</Text>
      <Text size="xs" c="dimmed">
        {tAdmin('adminMoney.balance')}
      </Text>
      <Amount cents={balance} loading={data === undefined} size={22} />
      <Text size="xs" c="dimmed" mt={4}>
        {tAdmin(aboutId(account))}
      </Text>
    </Paper>
  );
}

function MovementTable({ data }: { data: MoneyOverview | undefined }) {
  const rows = data?.days.filter((d) => systemAccounts.some((a) => d.movementCents[a] !== 0)).reverse();
  return (
    <TableScroll minWidth={860} label={tAdmin('adminMoney.movementTable')}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{tAdmin('adminMoney.date')}</Table.Th>
            {systemAccounts.map((account) => (
              <Table.Th key={account} ta="right">
                {tAdmin(systemAccountNameIds[account])}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined ? (
            <TableSkeletonRows columns={systemAccounts.length + 1} />
          ) : rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={systemAccounts.length + 1}>
                <Text c="dimmed" ta="center" py="md">
                  {tAdmin('adminMoney.noMovement')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(day.date)}</Table.Td>
                {systemAccounts.map((account) => (
                  <Table.Td key={account} ta="right" style={amountStyle}>
                    {day.movementCents[account] === 0 ? '—' : formatCents(day.movementCents[account])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * /admin/money: the operator's accounts of the double-entry ledger — a card per system account with its balance, revenue
 * (fees − prizes) and what admin adjustments created, and each account's movement by day (chart and table).
 */
export function AdminMoneyPage() {
  const [days, setDays] = useState<(typeof RANGES)[number]>('30');
  const query = useMoneyOverview(Number(days));
  const data = query.data;
  const loading = data === undefined;

  return (
    <>
      <PageHeader title={tAdmin('adminMoney.title')} description={tAdmin('adminMoney.subtitle')} />
      {query.isError && !data ? (
        <Stack align="flex-start" maw={560}>
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" w="100%">
            {tAdmin('adminMoney.loadFailed')}
          </Alert>
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg" aria-busy={query.isPending}>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
            <Figure labelId="adminMoney.revenue" cents={data?.revenueCents} loading={loading} />
            <Figure labelId="adminMoney.feesEarned" cents={data?.feesEarnedCents} loading={loading} />
            <Figure labelId="adminMoney.prizesPaid" cents={data?.prizesPaidCents} loading={loading} />
            <Figure labelId="adminMoney.adjustmentsCreated" cents={data?.adjustmentsCreatedCents} loading={loading} />
          </SimpleGrid>

          <Stack gap="xs" component="section" aria-labelledby="money-accounts-title">
            <Title order={2} fz="lg" id="money-accounts-title">
              {tAdmin('adminMoney.accounts')}
            </Title>
            <Text size="sm" c="dimmed">
              {tAdmin('adminMoney.signHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {systemAccounts.map((account) => (
                <AccountCard key={account} account={account} data={data} />
              ))}
            </SimpleGrid>
          </Stack>

          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="money-movement-title">
            <Group justify="space-between" mb="sm" gap="sm">
              <div>
                <Title order={2} fz="lg" id="money-movement-title">
                  {tAdmin('adminMoney.movement')}
                </Title>
                <Text size="sm" c="dimmed">
                  {tAdmin('adminMoney.movementHint', { days })}
                </Text>
              </div>
              <SegmentedControl
                aria-label={tAdmin('adminMoney.range')}
                value={days}
                onChange={(value) => setDays(value)}
                data={RANGES.map((r) => ({ value: r, label: tAdmin('adminMoney.rangeDays', { days: r }) }))}
              />
            </Group>
            <Suspense fallback={<Skeleton height={260} radius="md" />}>
              {data ? <MoneyMovementChart days={data.days} /> : <Skeleton height={260} radius="md" />}
            </Suspense>
            <Stack mt="md">
              <MovementTable data={data} />
            </Stack>
          </Paper>
        </Stack>
      )}
    </>
  );
}
