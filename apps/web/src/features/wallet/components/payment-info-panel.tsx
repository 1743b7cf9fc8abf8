import { formatCents, paymentMethods, t, type PaymentInfo } from '@arena/shared';
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconClock, IconPhone } from '@tabler/icons-react';
import { formatPhone } from '../lib/phone';

/** Deposit header: the platform's MonCash and NatCash numbers to pay to, the limits and the processing time. */
export function PaymentInfoPanel({ info }: { info: PaymentInfo | undefined }) {
  return (
    <Paper radius="md" p="md" bg="var(--mantine-color-blue-light)">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('wallet.paymentNumbers')}
        </Text>
        {paymentMethods.map((method) => {
          const phone = info ? (method === 'moncash' ? info.moncashPhone : info.natcashPhone) : undefined;
          return (
            <Group key={method} gap="xs" wrap="nowrap">
              <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" fw={600} miw={64}>
                {t(`wallet.method.${method}`)}
              </Text>
              {info === undefined ? (
                <Skeleton height={14} width={120} />
              ) : phone ? (
                <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatPhone(phone)}
                </Text>
              ) : (
                <Text size="sm" c="dimmed" fs="italic">
                  {t('wallet.paymentNumberMissing')}
                </Text>
              )}
            </Group>
          );
        })}
        {info && <Text size="sm">{t('wallet.limits', { min: formatCents(info.minAmountCents), max: formatCents(info.maxAmountCents) })}</Text>}
        <Group gap="xs" wrap="nowrap">
          <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{t('wallet.processingTime')}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
