import { paymentMethods, t, type PaymentMethod } from '@arena/shared';
import { Group, Radio, SimpleGrid, Text } from '@mantine/core';

/** MonCash (default) or NatCash, as two radio cards. */
export function MethodField({ value, onChange, disabled }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void; disabled?: boolean }) {
  return (
    <Radio.Group label={t('wallet.method')} value={value} onChange={(next) => onChange(next)}>
      <SimpleGrid cols={2} spacing="sm" mt={6}>
        {paymentMethods.map((method) => (
          <Radio.Card key={method} value={method} radius="md" p="sm" disabled={disabled}>
            <Group gap="sm" wrap="nowrap">
              <Radio.Indicator />
              <Text fw={600} size="sm">
                {t(`wallet.method.${method}`)}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
