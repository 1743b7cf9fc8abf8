import {} from '@arena/shared';
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useEffect, type ReactNode } from 'react';
import { FormError } from '@/components/form-error';
import { competitionAdminTexts } from './admin-texts';
import type { CompetitionKind } from './kind';
import { DialogActions } from '@/components/dialog-actions';

/** What the Add Match form holds for every kind (admin spec §5 "Match form"). */
export interface MatchFormValues {
  competitionId: string;
  team1Id: string;
  team2Id: string;
  /** YYYY-MM-DDTHH:mm (a native date-time input, the browser's time zone). */
  date: string;
  score: string;
}

export interface MatchFormCompetition {
  id: string;
  name: string;
  teams: { id: string; name: string }[];
}

/** An Add Match form that starts from `initialValues()` each time the dialog opens. */
export function useMatchForm<Values extends MatchFormValues>(
  opened: boolean,
  initialValues: () => Values,
  validate: (values: Values) => FormErrors,
  onOpen: () => void,
) {
  const form = useForm<Values>({ initialValues: initialValues(), validate });
  useEffect(() => {
    if (!opened) return;
    onOpen();
    form.setValues(initialValues());
    form.clearErrors();
    // Start anew each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
  return form;
}

interface MatchFormModalProps<Values extends MatchFormValues> {
  kind: CompetitionKind;
  opened: boolean;
  onClose: () => void;
  competitions: MatchFormCompetition[];
  form: UseFormReturnType<Values>;
  onSubmit: (values: Values) => void;
  /** The last save's error, in words. */
  error: string | null;
  pending: boolean;
  /** The longest score the kind's contract takes ('10-2'). */
  scoreMaxLength: number;
  /** The kind's own fields (a tournament's round), after the date. */
  children?: ReactNode;
}

/**
 * Add Match (admin spec §5 "Match form"): league or tournament, team 1, team 2 and date-time required, score
 * optional. The team pickers wait for a competition, choosing one resets both picks, and each team is disabled in
 * the other's list.
 */
export function MatchFormModal<Values extends MatchFormValues>({
  kind,
  opened,
  onClose,
  competitions,
  form: formOf,
  onSubmit,
  error,
  pending,
  scoreMaxLength,
  children,
}: MatchFormModalProps<Values>) {
  const text = competitionAdminTexts[kind];
  // The fields every kind has; the kind's own come in as children.
  const form = formOf as unknown as UseFormReturnType<MatchFormValues>;
  const submit = formOf.onSubmit(onSubmit);
  const competition = competitions.find((c) => c.id === form.values.competitionId);
  const teamSelect = (field: 'team1Id' | 'team2Id', label: string, other: string) => (
    <Select
      label={label}
      required
      disabled={!competition}
      placeholder={competition ? undefined : text.pickCompetitionFirst}
      data={(competition?.teams ?? []).map((team) => ({ value: team.id, label: team.name, disabled: team.id === other }))}
      value={form.values[field] || null}
      onChange={(value) => form.setFieldValue(field, value ?? '')}
      error={form.errors[field]}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={text.addMatch} centered size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <FormError>{error}</FormError>
          <Select
            label={text.competition}
            required
            searchable
            data={competitions.map((c) => ({ value: c.id, label: c.name }))}
            value={form.values.competitionId || null}
            onChange={(value) => {
              form.setValues({ competitionId: value ?? '', team1Id: '', team2Id: '' });
              form.clearFieldError('competitionId');
            }}
            error={form.errors.competitionId}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {teamSelect('team1Id', text.team1, form.values.team2Id)}
            {teamSelect('team2Id', text.team2, form.values.team1Id)}
            <TextInput type="datetime-local" label={text.dateTime} required {...form.getInputProps('date')} />
            {children}
          </SimpleGrid>
          <TextInput label={text.scoreOptional} placeholder={text.scorePlaceholder} maxLength={scoreMaxLength} {...form.getInputProps('score')} />
          <DialogActions onCancel={onClose} mt="xs" loading={pending}>
            {text.matchSubmit}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
