import { centsToMoneyText, formatCents, t, type AppSettings, updateAppSettingsRequest, type UpdateAppSettingsRequest, tAdmin } from '@arena/shared';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconClockPause, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { PendingChanges } from '@/features/proposals/admin';
import { LoadingBlock } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { FormError } from '@/components/form-error';
import { MoneyInput } from '@/components/money-input';
import { adminContractResolver, typedCents, type AdminMoneyRules } from '@/lib/admin-form';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { formatPhone } from '../../lib/phone';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { adminWalletErrorText } from '../lib/error-text';

interface FormValues {
  moncashPhone: string;
  natcashPhone: string;
  /** Dollars, exactly as typed. */
  minAmount: string;
  maxAmount: string;
  /** Four-eyes threshold in dollars. */
  fourEyes: string;
}

function valuesOf(settings: AppSettings): FormValues {
  return {
    moncashPhone: settings.moncashPhone ? formatPhone(settings.moncashPhone) : '',
    natcashPhone: settings.natcashPhone ? formatPhone(settings.natcashPhone) : '',
    minAmount: centsToMoneyText(settings.minAmountCents),
    maxAmount: centsToMoneyText(settings.maxAmountCents),
    fourEyes: centsToMoneyText(settings.fourEyesThresholdCents),
  };
}

/** Every amount here is dollars and cents of at least $1; whatever is not an amount gets the field's own text. */
const money: Record<'minAmount' | 'maxAmount' | 'fourEyes', AdminMoneyRules> = {
  minAmount: { invalid: 'adminSettings.minAmountInvalid' },
  maxAmount: { invalid: 'wallet.invalidAmount' },
  fourEyes: { invalid: 'adminSettings.fourEyesInvalid' },
};

/** The request the form proposes; an empty or refused amount goes as NaN, which the contract refuses in the field's words. */
function toRequest(values: FormValues): UpdateAppSettingsRequest {
  const cents = (field: keyof typeof money) => typedCents(values[field], money[field]) ?? Number.NaN;
  return {
    moncashPhone: values.moncashPhone.trim() || null,
    natcashPhone: values.natcashPhone.trim() || null,
    minAmountCents: cents('minAmount'),
    maxAmountCents: cents('maxAmount'),
    fourEyesThresholdCents: cents('fourEyes'),
  };
}

/** The server's contract checks the form (phones in international format, limits of at least $1, max not below min). */
const validate = adminContractResolver<FormValues>(updateAppSettingsRequest, {
  toRequest,
  fields: { minAmountCents: 'minAmount', maxAmountCents: 'maxAmount', fourEyesThresholdCents: 'fourEyes' },
});

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
    validate,
  });

  const onSubmit = form.onSubmit((values) => {
    // Validated: every amount is one.
    const body = toRequest(values);
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
            <MoneyInput label={tAdmin('adminSettings.minAmount')} key={form.key('minAmount')} {...form.getInputProps('minAmount')} />
            <MoneyInput label={tAdmin('adminSettings.maxAmount')} key={form.key('maxAmount')} {...form.getInputProps('maxAmount')} />
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
            <MoneyInput label={tAdmin('adminSettings.fourEyesThreshold')} key={form.key('fourEyes')} {...form.getInputProps('fourEyes')} />
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
