import { formatCents, parseMoneyText, protectionLimitRequest, t, type ProtectionLimit } from '@arena/shared';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconClock } from '@tabler/icons-react';
import { FormError } from '@/components/form-error';
import { MoneyInput } from '@/components/money-input';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { contractResolver } from '@/lib/form';
import { useSetProtectionLimit } from '../api/protection';

/** The typed amount as the contract's cents; a text that is no amount becomes NaN, which the contract refuses with its text. */
function centsOf(text: string): number {
  const parsed = parseMoneyText(text, { invalid: 'protection.limitInvalid' });
  return 'cents' in parsed ? parsed.cents : Number.NaN;
}

/**
 * One limit: what is in force and used in the current window, when it resets, a waiting raise or removal with the
 * time it takes effect, and the form to set a new amount or remove it.
 */
export function LimitCard({ limit }: { limit: ProtectionLimit }) {
  const save = useSetProtectionLimit();
  const label = t(`protection.limit.${limit.kind}`);
  const form = useForm({
    mode: 'controlled',
    initialValues: { amount: '' },
    onValuesChange: () => {
      if (save.isError) save.reset();
    },
    validate: contractResolver<{ amount: string }>(protectionLimitRequest, {
      toRequest: (values) => ({ kind: limit.kind, amountCents: centsOf(values.amount) }),
      fields: { amountCents: 'amount' },
    }),
  });

  const send = (amountCents: number | null) =>
    save.mutate(
      { kind: limit.kind, amountCents },
      {
        onSuccess: (response) => {
          form.reset();
          notifications.show({ color: 'teal', message: response.message });
        },
      },
    );

  const onSubmit = form.onSubmit((values) => send(centsOf(values.amount)));
  const headingId = `limit-${limit.kind}`;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid={`limit-${limit.kind}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={600} id={headingId}>
            {label}
          </Text>
          <Badge variant="light" color={limit.amountCents === null ? 'gray' : 'teal'} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {limit.amountCents === null ? t('protection.noLimit') : formatCents(limit.amountCents)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {limit.amountCents === null
            ? t('protection.usedNoLimit', { used: formatCents(limit.usedCents) })
            : t('protection.usedOf', { used: formatCents(limit.usedCents), limit: formatCents(limit.amountCents) })}
          {' · '}
          {t('protection.resets', { date: formatDateTime(limit.resetsAt) })}
        </Text>
        {limit.pending && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="orange.8" role="status">
              {limit.pending.amountCents === null
                ? t('protection.pendingRemoval', { date: formatDateTime(limit.pending.effectiveAt) })
                : t('protection.pendingChange', { amount: formatCents(limit.pending.amountCents), date: formatDateTime(limit.pending.effectiveAt) })}
            </Text>
          </Group>
        )}
        <form onSubmit={onSubmit} noValidate aria-label={label}>
          <Stack gap="xs">
            <FormError>{save.isError ? errorMessage(save.error) : null}</FormError>
            <Group align="flex-end" gap="xs" wrap="wrap">
              <MoneyInput label={t('protection.newLimit')} style={{ flex: '1 1 140px' }} key={form.key('amount')} {...form.getInputProps('amount')} />
              <Button type="submit" loading={save.isPending && save.variables.amountCents !== null}>
                {t('protection.saveLimit')}
              </Button>
              {(limit.amountCents !== null || limit.pending?.amountCents != null) && (
                <Button variant="default" loading={save.isPending && save.variables.amountCents === null} onClick={() => send(null)}>
                  {t('protection.removeLimit')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
