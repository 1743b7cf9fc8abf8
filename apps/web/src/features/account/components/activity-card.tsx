import { formatCents, t, type ActivityTotals, type ProtectionState } from '@arena/shared';
import { Paper, Table, Text, Title } from '@mantine/core';

const rows: { key: keyof ActivityTotals; label: () => string }[] = [
  { key: 'depositsCents', label: () => t('protection.activity.deposits') },
  { key: 'withdrawalsCents', label: () => t('protection.activity.withdrawals') },
  { key: 'feesCents', label: () => t('protection.activity.fees') },
  { key: 'prizesCents', label: () => t('protection.activity.prizes') },
  { key: 'netCents', label: () => t('protection.activity.net') },
];

/** Deposits, withdrawals, fees, prizes and the net result of the last 30 days and 12 months. */
export function ActivityCard({ activity }: { activity: ProtectionState['activity'] }) {
  const cell = (cents: number, net: boolean) => (
    <Table.Td
      ta="right"
      fw={net ? 700 : undefined}
      c={net && cents < 0 ? 'red.7' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {formatCents(cents)}
    </Table.Td>
  );
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="activity-title">
      <Title order={2} fz="lg" id="activity-title" mb="sm">
        {t('protection.activityTitle')}
      </Title>
      <Table aria-labelledby="activity-title" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">{t('protection.last30Days')}</Table.Th>
            <Table.Th ta="right">{t('protection.last12Months')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={row.key === 'netCents' ? 700 : 500}>
                {row.label()}
              </Table.Th>
              {cell(activity.last30Days[row.key], row.key === 'netCents')}
              {cell(activity.last12Months[row.key], row.key === 'netCents')}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs">
        {t('protection.netHint')}
      </Text>
    </Paper>
  );
}
