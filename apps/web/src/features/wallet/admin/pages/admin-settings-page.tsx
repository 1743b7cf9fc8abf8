import {
  dollarsToCents,
  formatCents,
  isInternationalPhone,
  t,
  WALLET_MIN_AMOUNT_CENTS,
  type AppSettings,
  type UpdateAppSettingsRequest,
  tAdmin,
} from '@arena/shared';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconClockPause, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { PendingChanges } from '@/features/proposals/admin';
import { LoadingBlock } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { FormError } from '@/components/form-error';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { formatPhone } from '../../lib/phone';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { adminWalletErrorText } from '../lib/error-text';

interface FormValues {
  moncashPhone: string;
  natcashPhone: string;
  /** Dollars as typed (NumberInput gives a number, or a string while empty or partial). */
  minAmount: string | number;
  maxAmount: string | number;
  /** Four-eyes threshold in dollars. */
  fourEyes: string | number;
}

function valuesOf(settings: AppSettings): FormValues {
  return {
    moncashPhone: settings.moncashPhone ? formatPhone(settings.moncashPhone) : '',
    natcashPhone: settings.natcashPhone ? formatPhone(settings.natcashPhone) : '',
    minAmount: settings.minAmountCents / 100,
    maxAmount: settings.maxAmountCents / 100,
    fourEyes: settings.fourEyesThresholdCents / 100,
  };
}

const cents = (value: string | number) => (value === '' ? null : dollarsToCents(String(value)));
const phoneError = (value: string) => (value.trim() === '' || isInternationalPhone(value) ? null : tAdmin('adminSettings.phoneInvalid'));

/**
 * /admin/settings: the MonCash and NatCash numbers users pay deposits to, the min/max of each transaction, and
 * the four-eyes threshold above which approvals and adjustments need a second admin. These are money rules: a save
 * proposes the change, which applies when another admin approves it in the list below the form.
 */
export function AdminSettingsPage() {
  const settings = useSettings();
  return (
    <>
      <PageHeader title={t('nav.admin.settings')} description={tAdmin('adminSettings.subtitle')} />
      {settings.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {adminWalletErrorText(settings.error, 'adminSettings.loadFailed')}
        </Alert>
      ) : settings.data ? (
        // Keyed by the saved version: a save (or a refetch with other values) starts the form from them.
        <SettingsForm key={settings.data.updatedAt ?? 'initial'} settings={settings.data} />
      ) : (
        <LoadingBlock />
      )}
      <Stack maw={760} mt="lg">
        <PendingChanges kind="settings_change" />
      </Stack>
    </>
  );
}

function SettingsForm({ settings }: { settings: AppSettings }) {
  const update = useUpdateSettings();
  const [proposed, setProposed] = useState(false);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: valuesOf(settings),
    validate: {
      moncashPhone: phoneError,
      natcashPhone: phoneError,
      minAmount: (value) => {
        const min = cents(value);
        return min !== null && min >= WALLET_MIN_AMOUNT_CENTS ? null : tAdmin('adminSettings.minAmountInvalid');
      },
      maxAmount: (value, values) => {
        const max = cents(value);
        if (max === null || max < WALLET_MIN_AMOUNT_CENTS) return t('wallet.invalidAmount');
        const min = cents(values.minAmount);
        return min !== null && max < min ? tAdmin('adminSettings.maxBelowMin') : null;
      },
      fourEyes: (value) => {
        const threshold = cents(value);
        return threshold !== null && threshold >= WALLET_MIN_AMOUNT_CENTS ? null : tAdmin('adminSettings.fourEyesInvalid');
      },
    },
  });

  const onSubmit = form.onSubmit((values) => {
    const body: UpdateAppSettingsRequest = {
      moncashPhone: values.moncashPhone.trim() || null,
      natcashPhone: values.natcashPhone.trim() || null,
      minAmountCents: cents(values.minAmount) ?? undefined,
      maxAmountCents: cents(values.maxAmount) ?? undefined,
      fourEyesThresholdCents: cents(values.fourEyes) ?? undefined,
    };
    update.mutate(body, {
      onSuccess: (response) => {
        notifications.show({ color: 'teal', message: response.message });
        // Nothing changed yet: the form shows the settings in force again, the change waits in the list below.
        form.setValues(valuesOf(response.settings));
        form.resetDirty();
        setProposed(response.proposal !== null);
      },
      onError: (caught) => {
        // The server's field messages (same catalogue texts) go under their inputs.
        if (caught instanceof ApiError && caught.fields) {
          const map: Record<string, keyof FormValues> = {
            minAmountCents: 'minAmount',
            maxAmountCents: 'maxAmount',
            moncashPhone: 'moncashPhone',
            natcashPhone: 'natcashPhone',
            fourEyesThresholdCents: 'fourEyes',
          };
          for (const [field, message] of Object.entries(caught.fields)) {
            const target = map[field];
            if (target) form.setFieldError(target, message);
          }
        }
      },
    });
  });

  const amountProps = { prefix: '$', min: 1, step: 0.01, decimalScale: 2, thousandSeparator: ',', allowNegative: false, clampBehavior: 'none' as const };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg" maw={760}>
        <FormError>{update.isError ? adminWalletErrorText(update.error, 'adminSettings.saveFailed') : null}</FormError>
        {proposed && (
          <Alert color="blue" variant="light" icon={<IconClockPause aria-hidden />} role="status" withCloseButton onClose={() => setProposed(false)}>
            {tAdmin('adminProposals.settingsProposed')}
          </Alert>
        )}
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} fz="lg">
            {tAdmin('adminSettings.paymentNumbers')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {tAdmin('adminSettings.paymentNumbersHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={tAdmin('adminSettings.moncashPhone')}
              type="tel"
              placeholder={t('wallet.phoneExample')}
              key={form.key('moncashPhone')}
              {...form.getInputProps('moncashPhone')}
            />
            <TextInput
              label={tAdmin('adminSettings.natcashPhone')}
              type="tel"
              placeholder={t('wallet.phoneExample')}
              key={form.key('natcashPhone')}
              {...form.getInputProps('natcashPhone')}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} fz="lg">
            {tAdmin('adminSettings.limits')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {tAdmin('adminSettings.limitsHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label={tAdmin('adminSettings.minAmount')} {...amountProps} key={form.key('minAmount')} {...form.getInputProps('minAmount')} />
            <NumberInput label={tAdmin('adminSettings.maxAmount')} {...amountProps} key={form.key('maxAmount')} {...form.getInputProps('maxAmount')} />
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="sm">
            {t('wallet.limits', { min: formatCents(settings.minAmountCents), max: formatCents(settings.maxAmountCents) })}
          </Text>
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} fz="lg">
            {tAdmin('adminSettings.fourEyes')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {tAdmin('adminSettings.fourEyesHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label={tAdmin('adminSettings.fourEyesThreshold')} {...amountProps} key={form.key('fourEyes')} {...form.getInputProps('fourEyes')} />
          </SimpleGrid>
        </Paper>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {settings.updatedAt ? tAdmin('adminSettings.lastUpdated', { date: formatDateTime(settings.updatedAt) }) : ''}
          </Text>
          <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
