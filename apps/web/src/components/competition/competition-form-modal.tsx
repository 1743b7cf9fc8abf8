import { centsToMoneyText, t } from '@arena/shared';
import { Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import dayjs from 'dayjs';
import { notifications } from '@mantine/notifications';
import { useEffect, type ReactNode } from 'react';
import { FormError } from '@/components/form-error';
import { MoneyInput } from '@/components/money-input';
import { moneyFieldErrors, typedCents, type AdminMoneyRules } from '@/lib/admin-form';
import { competitionAdminTexts } from './admin-texts';
import type { CompetitionKind } from './kind';
import { DialogActions } from '@/components/dialog-actions';

/** What the Create / Edit form of a league or a tournament holds for every kind (admin spec §5). */
export interface CompetitionFormValues {
  name: string;
  description: string;
  /** YYYY-MM-DD (a native date input: a phone shows its own picker). */
  startDate: string;
  endDate: string;
  /** Dollars, exactly as typed (decision 033). */
  price: string;
  winningPrice: string;
}

/** What the form edits of a league or a tournament. */
export interface EditedCompetition {
  id: string;
  name: string;
  description: string | null;
  startDate: string;
  endDate: string;
  priceCents: number;
  winningPriceCents: number;
}

/**
 * The form's starting values for a competition being edited. A league's days are the admin's own (its dates go
 * out as local midnight); a tournament's are UTC days (they go out as UTC midnight).
 */
export function competitionFormValues(kind: CompetitionKind, c: EditedCompetition): CompetitionFormValues {
  const day = (iso: string) => (kind === 'league' ? dayjs(iso).format('YYYY-MM-DD') : new Date(iso).toISOString().slice(0, 10));
  return {
    name: c.name,
    description: c.description ?? '',
    startDate: day(c.startDate),
    endDate: day(c.endDate),
    price: centsToMoneyText(c.priceCents),
    winningPrice: centsToMoneyText(c.winningPriceCents),
  };
}

/** Entry price and winning price: dollars and cents, not negative, each kind in its own words (admin spec §5). */
export const competitionMoneyRules: Record<CompetitionKind, { price: AdminMoneyRules; winningPrice: AdminMoneyRules }> = {
  league: {
    price: { invalid: 'admin.amountInvalid', negative: 'adminLeagues.priceNegative' },
    winningPrice: { invalid: 'admin.amountInvalid', negative: 'adminLeagues.winningPriceNegative' },
  },
  tournament: {
    price: { invalid: 'admin.amountInvalid', negative: 'tournaments.priceNegative' },
    winningPrice: { invalid: 'admin.amountInvalid', negative: 'tournaments.prizeNegative' },
  },
};

/**
 * The typed amounts as the request's cents: undefined while empty, NaN when refused (the contract then refuses them
 * too, and nothing is sent).
 */
export function competitionCents(kind: CompetitionKind, values: CompetitionFormValues) {
  const rules = competitionMoneyRules[kind];
  return { priceCents: typedCents(values.price, rules.price), winningPriceCents: typedCents(values.winningPrice, rules.winningPrice) };
}

/** The request's amounts are the form's price and winning price (for the contract's errors). */
export const competitionMoneyFields = { priceCents: 'price', winningPriceCents: 'winningPrice' };

/**
 * The form's errors: the contract's, then the money fields' own (an amount that is not one says so), an empty
 * amount or count is 'required' rather than 'negative', and two empty dates say 'Please select both start and end
 * dates' once, under the start date, not under each.
 */
export function competitionFormErrors<Values extends CompetitionFormValues>(
  kind: CompetitionKind,
  values: Values,
  contractErrors: FormErrors,
  requiredFields: (keyof Values & string)[] = [],
): FormErrors {
  const errors = { ...contractErrors, ...moneyFieldErrors(values, competitionMoneyRules[kind]) };
  for (const field of ['price', 'winningPrice', ...requiredFields] as const) if (String(values[field]).trim() === '') errors[field] = t('form.required');
  if (errors.startDate !== undefined && errors.endDate === errors.startDate) delete errors.endDate;
  return errors;
}

interface CompetitionFormOptions<Values extends CompetitionFormValues> {
  opened: boolean;
  /** The league or tournament being edited, null when creating: the form starts anew for each. */
  editingId: string | null;
  /** The starting values for `editingId`. */
  initialValues: () => Values;
  validate: (values: Values) => FormErrors;
  /** Clears the last save's error when the dialog opens. */
  onOpen: () => void;
}

/** A Create / Edit form that starts from the edited competition's values (or empty ones) each time it opens. */
export function useCompetitionForm<Values extends CompetitionFormValues>({
  opened,
  editingId,
  initialValues,
  validate,
  onOpen,
}: CompetitionFormOptions<Values>) {
  const form = useForm<Values>({ initialValues: initialValues(), validate });
  useEffect(() => {
    if (!opened) return;
    onOpen();
    form.setValues(initialValues());
    form.resetDirty();
    form.clearErrors();
    // Reset only when the dialog opens, for a competition.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editingId]);
  return form;
}

/** A save of the form: the mutation of the kind's API, whose answer carries the server's message. */
export interface CompetitionSave<Variables> {
  mutate: (variables: Variables, options: { onSuccess: (result: { message: string }) => void }) => void;
  error: unknown;
  isPending: boolean;
}

interface CompetitionFormModalProps<Values extends CompetitionFormValues, Variables> {
  kind: CompetitionKind;
  opened: boolean;
  /** The competition being edited, null when creating. */
  competition: EditedCompetition | null;
  onClose: () => void;
  form: UseFormReturnType<Values>;
  save: CompetitionSave<Variables>;
  /** What the save sends for the form's values. */
  variables: (values: Values) => Variables;
  /** The last save's error, in words. */
  errorText: (error: unknown) => string;
  /** Limits of the name and description fields, where the kind's contract sets them. */
  maxLength?: { name: number; description: number };
  /** The kind's own fields (maximum teams, status), after the prize. */
  children?: ReactNode;
}

/**
 * Create / Edit League or Tournament (admin spec §5): name, description, dates, entry price, winning price, and the
 * kind's own fields. A save shows the server's message and closes the dialog; a refusal stays in it.
 */
export function CompetitionFormModal<Values extends CompetitionFormValues, Variables>({
  kind,
  opened,
  competition,
  onClose,
  form: formOf,
  save,
  variables,
  errorText,
  maxLength,
  children,
}: CompetitionFormModalProps<Values, Variables>) {
  const text = competitionAdminTexts[kind];
  const editing = competition !== null;
  // The fields every kind has; the kind's own come in as children.
  const form = formOf as unknown as UseFormReturnType<CompetitionFormValues>;
  const submit = formOf.onSubmit((values) =>
    save.mutate(variables(values), {
      onSuccess: (result) => {
        notifications.show({ color: 'teal', message: result.message });
        onClose();
      },
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? text.edit : text.create} centered size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormError>{save.error ? errorText(save.error) : null}</FormError>
          <TextInput label={text.field.name} required maxLength={maxLength?.name} {...form.getInputProps('name')} data-autofocus />
          <Textarea label={text.field.description} autosize minRows={2} maxRows={5} maxLength={maxLength?.description} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput type="date" label={text.field.startDate} required {...form.getInputProps('startDate')} />
            <TextInput type="date" label={text.field.endDate} required {...form.getInputProps('endDate')} />
            <MoneyInput label={text.field.price} required {...form.getInputProps('price')} />
            <MoneyInput label={text.field.winningPrice} required {...form.getInputProps('winningPrice')} />
            {children}
          </SimpleGrid>
          <DialogActions onCancel={onClose} mt="xs" loading={save.isPending}>
            {text.submit(editing)}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
