import { formatCents, formatCount, t, type AdminDashboard, type AdminMessageId, tAdmin } from '@arena/shared';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowRight,
  IconClipboardList,
  IconCrown,
  IconSwords,
  IconTournament,
  IconTrophy,
  IconUsers,
  IconUsersGroup,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { TableScroll, TableSkeletonRows } from '@/components/table-states';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useAdminDashboard } from '../api/get-admin-dashboard';

interface CountCard {
  key: keyof AdminDashboard['counts'];
  labelId: AdminMessageId;
  icon: Icon;
  color: MantineColor;
  path: string;
}

/** Admin spec §2: six counts; the Global Rankings card follows below them. */
const cards: CountCard[] = [
  { key: 'users', labelId: 'admin.dashboard.users', icon: IconUsers, color: 'blue', path: paths.admin.users },
  { key: 'tournaments', labelId: 'admin.dashboard.tournaments', icon: IconTournament, color: 'grape', path: paths.admin.tournaments },
  { key: 'matches', labelId: 'admin.dashboard.matches', icon: IconSwords, color: 'orange', path: paths.admin.matches },
  { key: 'teams', labelId: 'admin.dashboard.teams', icon: IconUsersGroup, color: 'cyan', path: paths.admin.teams },
  { key: 'activeLeagues', labelId: 'admin.dashboard.activeLeagues', icon: IconTrophy, color: 'teal', path: paths.admin.leagues },
  { key: 'pendingRequests', labelId: 'admin.dashboard.pendingRequests', icon: IconClipboardList, color: 'yellow', path: paths.admin.requests },
];

/** The Global Rankings card (admin spec §2): the players on the top-100 board and the top 3, from the global ranking. */
function GlobalRankingsCard({ data }: { data: AdminDashboard | undefined }) {
  return (
    <Paper withBorder radius="lg" p="md" component={Link} to={paths.admin.globalRankings} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {tAdmin('admin.dashboard.globalRankings')}
          </Text>
          {data === undefined ? (
            <Skeleton height={30} width={64} mt={6} radius="sm" />
          ) : (
            <Text fz={30} fw={800} lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(data.counts.globalRankings)}
            </Text>
          )}
        </div>
        <ThemeIcon size={42} radius="md" variant="light" color="indigo">
          <IconWorld size={22} aria-hidden />
        </ThemeIcon>
      </Group>
      {data && data.rankingTop.length > 0 && (
        <Stack gap={4} mt="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={tAdmin('admin.dashboard.rankingTop')}>
          {data.rankingTop.map((row) => (
            <Group key={row.userId} component="li" gap={6} wrap="nowrap" justify="space-between">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconCrown size={14} color={crownColor[row.rankPosition - 1]} aria-hidden />
                <Text size="xs" fw={600} truncate>
                  #{row.rankPosition} {row.fullName?.trim() || t('rankings.anonymous')}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatCents(row.totalEarningsCents)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

const crownColor = ['var(--mantine-color-yellow-6)', 'var(--mantine-color-gray-6)', 'var(--mantine-color-orange-7)'];

function StatCard({ card, value }: { card: CountCard; value: number | undefined }) {
  return (
    <Paper withBorder radius="lg" p="md" component={Link} to={card.path} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {tAdmin(card.labelId)}
          </Text>
          {value === undefined ? (
            <Skeleton height={30} width={64} mt={6} radius="sm" />
          ) : (
            <Text fz={30} fw={800} lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(value)}
            </Text>
          )}
        </div>
        <ThemeIcon size={42} radius="md" variant="light" color={card.color}>
          <card.icon size={22} aria-hidden />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** /admin: the back office's overview. */
export function AdminDashboardPage() {
  const query = useAdminDashboard();

  return (
    <>
      <PageHeader title={tAdmin('admin.dashboard.title')} description={tAdmin('admin.dashboard.subtitle')} />
      {query.isError ? (
        <Stack align="flex-start" maw={560}>
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" w="100%">
            {tAdmin('admin.dashboard.loadFailed')}
          </Alert>
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" aria-busy={query.isPending}>
            {cards.map((card) => (
              <StatCard key={card.key} card={card} value={query.data?.counts[card.key]} />
            ))}
            <GlobalRankingsCard data={query.data} />
          </SimpleGrid>

          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="latest-users-title">
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="lg" id="latest-users-title">
                {tAdmin('admin.dashboard.latestUsers')}
              </Title>
              <Anchor component={Link} to={paths.admin.users} size="sm" fw={600}>
                <Group gap={4} wrap="nowrap">
                  {tAdmin('admin.dashboard.viewAllUsers')}
                  <IconArrowRight size={14} aria-hidden />
                </Group>
              </Anchor>
            </Group>
            <TableScroll minWidth={520} label={tAdmin('admin.dashboard.latestUsers')}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{tAdmin('admin.users.name')}</Table.Th>
                    <Table.Th>{tAdmin('admin.users.email')}</Table.Th>
                    <Table.Th>{tAdmin('admin.dashboard.joined')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.isPending ? (
                    <TableSkeletonRows columns={3} />
                  ) : query.data.latestUsers.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={3}>
                        <Text c="dimmed" ta="center" py="md">
                          {tAdmin('admin.dashboard.noUsers')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    query.data.latestUsers.map((user) => (
                      <Table.Tr key={user.id}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {user.fullName ?? '—'}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{user.email}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{formatDate(user.createdAt)}</Text>
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Paper>
        </Stack>
      )}
    </>
  );
}
