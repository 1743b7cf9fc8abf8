import { centsToMoneyText, contractDurations, marketplacePlayerStatuses, savePlayerRequest, t, type AdminPlayer, tAdmin } from '@arena/shared';
import { Alert, Button, FileButton, Group, Modal, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { MoneyInput } from '@/components/money-input';
import { adminContractResolver, moneyFieldErrors, typedCents, type AdminMoneyRules } from '@/lib/admin-form';
import { ApiError } from '@/lib/api-client';
import { PlayerImage } from '../../components/player-image';
import { useSavePlayer, useUploadPlayerImage } from '../api/admin-marketplace';

interface FormValues {
  name: string;
  description: string;
  /** Dollars, exactly as typed. */
  price: string;
  stats: number | string;
  contractDuration: (typeof contractDurations)[number];
  status: (typeof marketplacePlayerStatuses)[number];
  imageUrl: string;
}

const empty: FormValues = { name: '', description: '', price: '', stats: 50, contractDuration: '1_month', status: 'active', imageUrl: '' };

/** The starting price: dollars and cents, not negative (admin spec §5 "Player"). */
const money: { price: AdminMoneyRules } = { price: { invalid: 'admin.amountInvalid', negative: 'admin.marketplace.priceNegative' } };

function toBody(v: FormValues) {
  const price = typedCents(v.price, money.price);
  return {
    name: v.name,
    description: v.description || null,
    priceCents: price,
    stats: typeof v.stats === 'number' ? v.stats : v.stats === '' ? undefined : Number.NaN,
    contractDuration: v.contractDuration,
    status: v.status,
    imageUrl: v.imageUrl || null,
  };
}

/** The server's contract (the same texts as its 400s), with the typed price and stats as the request reads them. */
const checkPlayer = adminContractResolver<FormValues>(savePlayerRequest, {
  toRequest: (values) => {
    const body = toBody(values);
    return { ...body, stats: body.stats ?? Number.NaN, priceCents: body.priceCents ?? Number.NaN };
  },
  fields: { priceCents: 'price' },
});

/** The contract, then the price's own words: not an amount ('1e3'), or missing. */
function validate(values: FormValues): FormErrors {
  const errors = { ...checkPlayer(values), ...moneyFieldErrors(values, money) };
  if (values.price.trim() === '') errors.price = tAdmin('admin.marketplace.priceRequired');
  return errors;
}

/** Add Player / edit (admin spec player form): price ≥ 0, stats 1-100 (default 50), duration (default 1 month), status, image upload or URL. */
export function PlayerFormModal({ opened, player, onClose }: { opened: boolean; player: AdminPlayer | null; onClose: () => void }) {
  const save = useSavePlayer();
  const upload = useUploadPlayerImage();
  const form = useForm<FormValues>({ initialValues: empty, validate });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    upload.reset();
    form.setValues(
      player
        ? {
            name: player.name,
            description: player.description ?? '',
            price: centsToMoneyText(player.priceCents),
            stats: player.stats,
            contractDuration: player.contractDuration,
            status: player.status,
            imageUrl: player.imageUrl ?? '',
          }
        : empty,
    );
    form.resetDirty();
    form.clearErrors();
    // Reset only when the dialog opens for a player.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, player?.id]);

  const submit = form.onSubmit((values) => {
    const body = toBody(values);
    save.mutate(
      { id: player?.id ?? null, body: { ...body, priceCents: body.priceCents!, stats: body.stats! } },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: result.message });
          onClose();
        },
      },
    );
  });

  const saveError = save.error ? (save.error instanceof ApiError && save.error.code ? save.error.message : tAdmin('admin.marketplace.saveFailed')) : null;
  const uploadError = upload.error
    ? upload.error instanceof ApiError && upload.error.code
      ? upload.error.message
      : tAdmin('admin.marketplace.imageNotImage')
    : null;

  return (
    <Modal opened={opened} onClose={onClose} title={player ? tAdmin('admin.marketplace.editPlayer') : tAdmin('admin.marketplace.addPlayer')} centered size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput label={tAdmin('admin.marketplace.name')} required {...form.getInputProps('name')} data-autofocus />
          <Textarea label={tAdmin('admin.marketplace.description')} autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
          <Group grow align="flex-start">
            <MoneyInput label={tAdmin('admin.marketplace.price')} required {...form.getInputProps('price')} />
            <NumberInput label={tAdmin('admin.marketplace.stats')} required allowDecimal={false} {...form.getInputProps('stats')} />
          </Group>
          <Group grow align="flex-start">
            <Select
              label={tAdmin('admin.marketplace.duration')}
              required
              allowDeselect={false}
              data={contractDurations.map((d) => ({ value: d, label: t(`market.duration.${d}`) }))}
              {...form.getInputProps('contractDuration')}
            />
            <Select
              label={tAdmin('admin.marketplace.status')}
              required
              allowDeselect={false}
              data={marketplacePlayerStatuses.map((s) => ({ value: s, label: tAdmin(`admin.marketplace.playerStatus.${s}`) }))}
              {...form.getInputProps('status')}
            />
          </Group>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {tAdmin('admin.marketplace.image')}
            </Text>
            <Group align="flex-start" wrap="nowrap">
              <div style={{ width: 120, flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
                <PlayerImage name={form.values.name || '?'} url={form.values.imageUrl || null} height={90} followDataSaver={false} />
              </div>
              <Stack gap={6} style={{ flex: 1 }}>
                <TextInput placeholder="https://…" aria-label={tAdmin('admin.marketplace.imageUrl')} {...form.getInputProps('imageUrl')} />
                <Group gap="xs">
                  <FileButton
                    accept="image/png,image/jpeg,image/gif,image/webp"
                    onChange={(file) => file && upload.mutate(file, { onSuccess: (r) => form.setFieldValue('imageUrl', r.imageUrl) })}
                  >
                    {(props) => (
                      <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending}>
                        {tAdmin('admin.marketplace.uploadImage')}
                      </Button>
                    )}
                  </FileButton>
                  {form.values.imageUrl && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="gray"
                      leftSection={<IconX size={14} aria-hidden />}
                      onClick={() => form.setFieldValue('imageUrl', '')}
                    >
                      {tAdmin('admin.marketplace.removeImage')}
                    </Button>
                  )}
                </Group>
                {uploadError && (
                  <Text size="sm" c="red.8" role="alert">
                    {uploadError}
                  </Text>
                )}
              </Stack>
            </Group>
          </Stack>
          {saveError && (
            <Alert color="red" role="alert">
              {saveError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
