import { formatCents, t, tAdmin, type ProtectionBlock, type ProtectionLimit } from '@arena/shared';
import { Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';

/** A limit as the back office reads it: the amount in force and a waiting raise or removal with when it applies. */
export function limitLine(limit: Pick<ProtectionLimit, 'kind' | 'amountCents' | 'pending'>): string {
  const amount = limit.amountCents === null ? t('protection.noLimit') : formatCents(limit.amountCents);
  if (!limit.pending) return amount;
  const date = formatDateTime(limit.pending.effectiveAt);
  const next =
    limit.pending.amountCents === null
      ? t('protection.pendingRemoval', { date })
      : t('protection.pendingChange', { amount: formatCents(limit.pending.amountCents), date });
  return `${amount} · ${next}`;
}

/** The break in force, or that there is none. */
export function blockLine(block: ProtectionBlock | null, now: number): string {
  if (!block) return tAdmin('adminProtection.noBreak');
  if (!block.endsAt) return t('protection.active.permanent');
  const date = formatDateTime(block.endsAt);
  if (block.kind === 'exclusion' && new Date(block.endsAt).getTime() <= now) return t('protection.active.exclusionEnded', { date });
  const active = t(block.kind === 'timeout' ? 'protection.active.timeout' : 'protection.active.exclusion', { date });
  return `${active} (${t(`protection.period.${block.period}`)})`;
}

/** Every limit with what the player used of it in the current window. */
export function LimitList({ limits }: { limits: ProtectionLimit[] }) {
  return (
    <Stack gap={6}>
      {limits.map((limit) => (
        <Group key={limit.kind} justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Text size="sm">{t(`protection.limit.${limit.kind}`)}</Text>
          <Stack gap={0} align="flex-end">
            <Text size="sm" fw={600} ta="right">
              {limitLine(limit)}
            </Text>
            {limit.amountCents !== null && (
              <Text size="xs" c="dimmed" ta="right">
                {t('protection.usedOf', { used: formatCents(limit.usedCents), limit: formatCents(limit.amountCents) })}
              </Text>
            )}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
