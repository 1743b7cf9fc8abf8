import {
  centsToMoneyText,
  t,
  tournamentFormRequest,
  tournamentStatuses,
  type AdminTournament,
  type TournamentFormRequest,
  type TournamentStatus,
  tAdmin,
} from '@arena/shared';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { FormError } from '@/components/form-error';
import { MoneyInput } from '@/components/money-input';
import { adminContractResolver, moneyFieldErrors, typedCents, type AdminMoneyRules } from '@/lib/admin-form';
import { useSaveTournament } from '../api/admin-tournaments';
import { actionError, statusLabel, toDateInput } from '../lib/labels';

interface FormValues {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  /** Dollars, exactly as typed. */
  price: string;
  prize: string;
  status: TournamentStatus;
}

const empty: FormValues = { name: '', description: '', startDate: '', endDate: '', price: '', prize: '', status: 'upcoming' };

/** Entry price and prize: dollars and cents, not negative (admin spec §5). */
const money: { price: AdminMoneyRules; prize: AdminMoneyRules } = {
  price: { invalid: 'admin.amountInvalid', negative: 'tournaments.priceNegative' },
  prize: { invalid: 'admin.amountInvalid', negative: 'tournaments.prizeNegative' },
};
const instant = (day: string) => (day ? `${day}T00:00:00.000Z` : '');

function toRequest(v: FormValues): TournamentFormRequest {
  return {
    name: v.name,
    description: v.description.trim() || null,
    startDate: instant(v.startDate),
    endDate: instant(v.endDate),
    priceCents: typedCents(v.price, money.price) as number,
    winningPriceCents: typedCents(v.prize, money.prize) as number,
    status: v.status,
  };
}

const checkContract = adminContractResolver<FormValues>(tournamentFormRequest, { toRequest, fields: { priceCents: 'price', winningPriceCents: 'prize' } });

/**
 * The same zod contract as the server (texts of admin spec §5); an amount that is not one says so, and an empty
 * amount is 'required' rather than 'negative'.
 */
function validate(values: FormValues) {
  const errors = { ...checkContract(values), ...moneyFieldErrors(values, money) };
  if (values.price.trim() === '') errors.price = t('form.required');
  if (values.prize.trim() === '') errors.prize = t('form.required');
  return errors;
}

/** Create Tournament / Edit Tournament: name, description, dates, entry price, prize and status (admin spec §5 "Tournament"). */
export function TournamentFormModal({ opened, tournament, onClose }: { opened: boolean; tournament: AdminTournament | null; onClose: () => void }) {
  const save = useSaveTournament();
  const form = useForm<FormValues>({ initialValues: empty, validate });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    form.setValues(
      tournament
        ? {
            name: tournament.name,
            description: tournament.description ?? '',
            startDate: toDateInput(tournament.startDate),
            endDate: toDateInput(tournament.endDate),
            price: centsToMoneyText(tournament.priceCents),
            prize: centsToMoneyText(tournament.winningPriceCents),
            status: tournament.status,
          }
        : empty,
    );
    form.clearErrors();
    // Reset only when the dialog opens (for a tournament).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, tournament?.id]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: tournament?.id ?? null, body: toRequest(values) },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: result.message });
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={tournament ? tAdmin('adminTournaments.edit') : tAdmin('adminTournaments.create')} centered size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput label={tAdmin('adminTournaments.name')} required {...form.getInputProps('name')} data-autofocus />
          <Textarea label={tAdmin('adminTournaments.description')} autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput type="date" label={tAdmin('adminTournaments.startDate')} required {...form.getInputProps('startDate')} />
            <TextInput type="date" label={tAdmin('adminTournaments.endDate')} required {...form.getInputProps('endDate')} />
            <MoneyInput label={tAdmin('adminTournaments.price')} required {...form.getInputProps('price')} />
            <MoneyInput label={tAdmin('adminTournaments.prize')} required {...form.getInputProps('prize')} />
          </SimpleGrid>
          <Select
            label={tAdmin('adminTournaments.status')}
            required
            allowDeselect={false}
            data={tournamentStatuses.map((s) => ({ value: s, label: statusLabel(s) }))}
            {...form.getInputProps('status')}
          />
          <FormError>{save.error ? actionError(save.error, 'tournaments.saveFailed') : null}</FormError>
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
