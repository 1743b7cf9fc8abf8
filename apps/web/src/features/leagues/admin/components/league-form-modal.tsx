import { centsToMoneyText, leagueInput, LEAGUE_DEFAULT_MAX_TEAMS, t, type AdminLeague, tAdmin } from '@arena/shared';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { FormError } from '@/components/form-error';
import { MoneyInput } from '@/components/money-input';
import { adminContractResolver, moneyFieldErrors, typedCents, type AdminMoneyRules } from '@/lib/admin-form';
import { useSaveLeague } from '../api/leagues';
import { leagueErrorText } from '../lib/error-text';

interface FormValues {
  name: string;
  description: string;
  /** YYYY-MM-DD (a native date input: a phone shows its own picker). */
  startDate: string;
  endDate: string;
  /** Dollars, exactly as typed. */
  price: string;
  winningPrice: string;
  maxTeams: number | string;
}

const empty: FormValues = { name: '', description: '', startDate: '', endDate: '', price: '0', winningPrice: '0', maxTeams: LEAGUE_DEFAULT_MAX_TEAMS };

/** Entry price and winning price: dollars and cents, not negative (admin spec §5). */
const money: { price: AdminMoneyRules; winningPrice: AdminMoneyRules } = {
  price: { invalid: 'admin.amountInvalid', negative: 'adminLeagues.priceNegative' },
  winningPrice: { invalid: 'admin.amountInvalid', negative: 'adminLeagues.winningPriceNegative' },
};
const whole = (value: number | string) => (typeof value === 'number' ? value : value === '' ? undefined : Number.NaN);

/** The request body: dates are the admin's local midnight, amounts cents. */
function toRequest(v: FormValues) {
  return {
    name: v.name,
    description: v.description,
    startDate: v.startDate ? dayjs(v.startDate).toISOString() : undefined,
    endDate: v.endDate ? dayjs(v.endDate).toISOString() : undefined,
    priceCents: typedCents(v.price, money.price),
    winningPriceCents: typedCents(v.winningPrice, money.winningPrice),
    maxTeams: whole(v.maxTeams),
  };
}

const resolver = adminContractResolver<FormValues>(leagueInput, {
  toRequest,
  fields: { priceCents: 'price', winningPriceCents: 'winningPrice' },
});

function validate(values: FormValues) {
  const errors = { ...resolver(values), ...moneyFieldErrors(values, money) };
  // An empty amount is missing, not negative.
  for (const field of ['price', 'winningPrice', 'maxTeams'] as const) if (String(values[field]).trim() === '') errors[field] = t('form.required');
  return errors;
}

/** Create League / Edit League (admin spec §5): name, description, dates, entry price, winning price, maximum teams. */
export function LeagueFormModal({ opened, league, onClose }: { opened: boolean; league: AdminLeague | null; onClose: () => void }) {
  const save = useSaveLeague();
  const form = useForm<FormValues>({ initialValues: empty, validate });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    form.setValues(
      league
        ? {
            name: league.name,
            description: league.description ?? '',
            startDate: dayjs(league.startDate).format('YYYY-MM-DD'),
            endDate: dayjs(league.endDate).format('YYYY-MM-DD'),
            price: centsToMoneyText(league.priceCents),
            winningPrice: centsToMoneyText(league.winningPriceCents),
            maxTeams: league.maxTeams,
          }
        : empty,
    );
    form.resetDirty();
    form.clearErrors();
    // Reset only when the dialog opens for a league.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, league?.id]);

  const submit = form.onSubmit((values) => {
    const body = toRequest(values);
    save.mutate(
      {
        id: league?.id ?? null,
        body: { ...body, startDate: body.startDate!, endDate: body.endDate!, priceCents: body.priceCents!, winningPriceCents: body.winningPriceCents! },
      },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: result.message });
          onClose();
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={onClose} title={league ? tAdmin('adminLeagues.editLeague') : tAdmin('adminLeagues.createLeague')} centered size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormError>{save.error ? leagueErrorText(save.error, 'adminLeagues.saveFailed') : null}</FormError>
          <TextInput label={tAdmin('adminLeagues.field.name')} required maxLength={120} {...form.getInputProps('name')} data-autofocus />
          <Textarea label={tAdmin('adminLeagues.field.description')} autosize minRows={2} maxRows={5} maxLength={2000} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput type="date" label={tAdmin('adminLeagues.field.startDate')} required {...form.getInputProps('startDate')} />
            <TextInput type="date" label={tAdmin('adminLeagues.field.endDate')} required {...form.getInputProps('endDate')} />
            <MoneyInput label={tAdmin('adminLeagues.field.price')} required {...form.getInputProps('price')} />
            <MoneyInput label={tAdmin('adminLeagues.field.winningPrice')} required {...form.getInputProps('winningPrice')} />
            <NumberInput
              label={tAdmin('adminLeagues.field.maxTeams')}
              required
              min={2}
              allowDecimal={false}
              clampBehavior="none"
              {...form.getInputProps('maxTeams')}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {league ? t('common.save') : tAdmin('adminLeagues.createLeague')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
