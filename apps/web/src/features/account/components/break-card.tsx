import { protectionBlockRequest, selfExclusionPeriods, t, timeOutPeriods, type ProtectionBlockPeriod, type ProtectionState } from '@arena/shared';
import { Alert, Button, Checkbox, Group, Paper, Radio, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCoffee } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { contractResolver } from '@/lib/form';
import { useStartProtectionBlock } from '../api/protection';
import { blockText } from './protection-texts';

interface Values {
  period: ProtectionBlockPeriod | '';
  confirm: boolean;
}

function PeriodChoices({ title, hint, periods }: { title: string; hint?: string; periods: readonly ProtectionBlockPeriod[] }) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      <Group gap="md">
        {periods.map((period) => (
          <Radio key={period} value={period} label={t(`protection.period.${period}`)} />
        ))}
      </Group>
    </Stack>
  );
}

/** Time-out (24 hours, 7 days, 30 days) or self-exclusion (6 months, 1 year, permanent); confirmed, never ended early. */
export function BreakCard({ block }: { block: ProtectionState['block'] }) {
  const start = useStartProtectionBlock();
  const [now] = useState(() => Date.now());
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { period: '', confirm: false },
    onValuesChange: () => {
      if (start.isError) start.reset();
    },
    validate: contractResolver<Values>(protectionBlockRequest),
  });
  const isExclusion = (selfExclusionPeriods as readonly string[]).includes(form.values.period);

  const onSubmit = form.onSubmit((values) => {
    if (!values.period) return;
    start.mutate(
      { period: values.period, confirm: true },
      {
        onSuccess: (response) => {
          form.reset();
          notifications.show({ color: 'teal', message: response.message });
        },
      },
    );
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="break-title">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color="orange">
          <IconCoffee size={22} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg" id="break-title">
          {t('protection.breakTitle')}
        </Title>
      </Group>
      <Stack gap="md">
        {block && (
          <Alert color="orange" variant="light" data-testid="active-break">
            {blockText(block, now)}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('protection.breakHint')}
        </Text>
        <form onSubmit={onSubmit} noValidate aria-label={t('protection.breakTitle')}>
          <Stack gap="md">
            <FormError>{start.isError ? errorMessage(start.error) : null}</FormError>
            <Radio.Group label={t('protection.periodLabel')} key={form.key('period')} {...form.getInputProps('period')}>
              <Stack gap="md" mt="xs">
                <PeriodChoices title={t('protection.timeOut')} periods={timeOutPeriods} />
                <PeriodChoices title={t('protection.selfExclusion')} hint={t('protection.selfExclusionHint')} periods={selfExclusionPeriods} />
              </Stack>
            </Radio.Group>
            <Checkbox label={t('protection.confirmLabel')} key={form.key('confirm')} {...form.getInputProps('confirm', { type: 'checkbox' })} />
            <Group justify="flex-end">
              <Button type="submit" color={isExclusion ? 'red' : 'orange'} loading={start.isPending}>
                {isExclusion ? t('protection.startExclusion') : t('protection.startTimeOut')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
