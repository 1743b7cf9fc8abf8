import { centsToMoneyText, t, updateRankingRequest, winRateOf, type AdminRankingRow, type UpdateRankingRequest, tAdmin } from '@arena/shared';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FormError } from '@/components/form-error';
import { MoneyInput } from '@/components/money-input';
import { adminContractResolver, moneyFieldErrors, typedCents, type AdminMoneyRules } from '@/lib/admin-form';
import { useUpdateRanking } from '../api/admin-rankings';
import { rankingError } from './ranking-errors';

interface FormValues {
  rankPosition: number | string;
  matchesPlayed: number | string;
  wins: number | string;
  tournamentsWon: number | string;
  leaguesWon: number | string;
  /** Dollars, exactly as typed. */
  earnings: string;
}

/** Inputs parse to integers; an empty count is 0 (like the league ranking edit); an empty rank is refused. */
const int = (v: number | string, empty = 0) => (v === '' ? empty : Number(v));

/** Total earnings: dollars and cents, 0 or more. */
const money: { earnings: AdminMoneyRules } = { earnings: { invalid: 'admin.amountInvalid', negative: 'adminRankings.earningsMin' } };
const checkContract = adminContractResolver<FormValues>(updateRankingRequest, { toRequest, fields: { totalEarningsCents: 'earnings' } });

function toRequest(values: FormValues): UpdateRankingRequest {
  return {
    rankPosition: int(values.rankPosition, Number.NaN),
    matchesPlayed: int(values.matchesPlayed),
    wins: int(values.wins),
    tournamentsWon: int(values.tournamentsWon),
    leaguesWon: int(values.leaguesWon),
    totalEarningsCents: typedCents(values.earnings, money.earnings) ?? 0,
  };
}

/** Edit Ranking: rank ≥ 1, counts ≥ 0, wins ≤ matches; the win rate follows wins / matches. Kept as a correction of what results earned. */
export function EditRankingModal({ row, opened, onClose }: { row: AdminRankingRow | null; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={tAdmin('adminRankings.editTitle')} centered size="lg">
      {row && <EditRankingForm key={row.id} row={row} onDone={onClose} />}
    </Modal>
  );
}

function EditRankingForm({ row, onDone }: { row: AdminRankingRow; onDone: () => void }) {
  const update = useUpdateRanking();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      rankPosition: row.rankPosition,
      matchesPlayed: row.matchesPlayed,
      wins: row.wins,
      tournamentsWon: row.tournamentsWon,
      leaguesWon: row.leaguesWon,
      earnings: centsToMoneyText(row.totalEarningsCents),
    },
    validate: (values) => ({ ...checkContract(values), ...moneyFieldErrors(values, money) }),
  });
  const request = toRequest(form.values);
  const rate = Number.isInteger(request.wins) && Number.isInteger(request.matchesPlayed) ? winRateOf(request.wins, request.matchesPlayed) : 0;

  const onSubmit = form.onSubmit((values) =>
    update.mutate(
      { id: row.id, body: toRequest(values) },
      {
        onSuccess: (response) => {
          notifications.show({ color: 'teal', message: response.message });
          onDone();
        },
      },
    ),
  );
  const count = { min: 0, step: 1, allowDecimal: false, allowNegative: false, clampBehavior: 'none' } as const;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError>{update.isError ? rankingError(update.error, 'adminRankings.updateFailed') : null}</FormError>
        <Text size="sm" fw={600}>
          {row.fullName ?? row.email}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={tAdmin('adminRankings.rankPosition')}
            min={1}
            step={1}
            allowDecimal={false}
            clampBehavior="none"
            data-autofocus
            {...form.getInputProps('rankPosition')}
          />
          <NumberInput label={tAdmin('adminRankings.matchesPlayed')} {...count} {...form.getInputProps('matchesPlayed')} />
          <NumberInput label={tAdmin('adminRankings.wins')} {...count} {...form.getInputProps('wins')} />
          <TextInput label={tAdmin('adminRankings.winRate')} value={String(rate)} readOnly description={tAdmin('adminRankings.winRateHint')} />
          <NumberInput label={tAdmin('adminRankings.tournamentsWon')} {...count} {...form.getInputProps('tournamentsWon')} />
          <NumberInput label={tAdmin('adminRankings.leaguesWon')} {...count} {...form.getInputProps('leaguesWon')} />
          <MoneyInput label={tAdmin('adminRankings.earnings')} {...form.getInputProps('earnings')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {tAdmin('adminRankings.manualNote')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
