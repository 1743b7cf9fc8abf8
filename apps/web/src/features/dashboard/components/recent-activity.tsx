import { formatCents, t, type ActivityKind, type DashboardActivityItem, type MessageId } from '@arena/shared';
import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import { IconBell, IconCash, IconClipboardCheck, IconGavel, IconSwords, type Icon } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';

const kindIcon: Record<ActivityKind, { icon: Icon; color: MantineColor }> = {
  money: { icon: IconCash, color: 'teal' },
  bid: { icon: IconGavel, color: 'orange' },
  enrollment: { icon: IconClipboardCheck, color: 'blue' },
  result: { icon: IconSwords, color: 'grape' },
  notification: { icon: IconBell, color: 'gray' },
};

const statusColor: Record<string, MantineColor> = { pending: 'yellow', approved: 'teal', rejected: 'red', won: 'teal', lost: 'red', draw: 'gray' };
const statusText: Record<string, MessageId> = {
  pending: 'activity.status.pending',
  approved: 'activity.status.approved',
  rejected: 'activity.status.rejected',
  won: 'activity.status.won',
  lost: 'activity.status.lost',
  draw: 'activity.status.draw',
  unread: 'notifications.unread',
};

/** Recent activity (user spec §2): money movements, bids, enrollments, results and notifications, newest first. */
export function RecentActivity({ items }: { items: DashboardActivityItem[] }) {
  // The times are in the device's time zone, which only the browser knows: the server's render of /dashboard (decision
  // 057) leaves them out, and they show once the app has taken the page over (the same render on both sides).
  const hydrated = useHydrated();
  return (
    <Paper withBorder radius="lg" p="lg" h="100%" component="section" aria-labelledby="dashboard-activity-title">
      <Title order={2} fz="lg" mb="sm" id="dashboard-activity-title">
        {t('dashboard.recentActivity')}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.noActivity')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => {
            const { icon: KindIcon, color } = kindIcon[item.kind];
            const status = item.status ? statusText[item.status] : undefined;
            return (
              <Group key={item.id} component="li" wrap="nowrap" align="flex-start" gap="sm">
                <ThemeIcon variant="light" color={color} radius="md" size={34}>
                  <KindIcon size={18} aria-hidden />
                </ThemeIcon>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {item.title}
                    </Text>
                    {item.amountCents !== null && (
                      <Text
                        size="sm"
                        fw={700}
                        c={item.kind === 'money' ? (item.amountCents >= 0 ? 'teal.8' : 'red.8') : undefined}
                        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                      >
                        {item.kind === 'money' && item.amountCents > 0 ? '+' : ''}
                        {formatCents(item.amountCents)}
                      </Text>
                    )}
                  </Group>
                  {item.detail && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {item.detail}
                    </Text>
                  )}
                  <Group gap="xs" mt={2}>
                    <Text size="xs" c="dimmed" component="time" dateTime={item.at}>
                      {hydrated ? formatDateTime(item.at) : '\u00a0'}
                    </Text>
                    {status && (
                      <Badge size="xs" variant="light" color={statusColor[item.status!] ?? 'blue'}>
                        {t(status)}
                      </Badge>
                    )}
                  </Group>
                </div>
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
