import { newRequestRequest, t } from '@arena/shared';
import { Alert, Button, Group, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { contractResolver, firstError } from '@/lib/form';
import { useCompetitions } from '../api/get-competitions';
import { useRequestOptions } from '../api/get-request-options';
import { useCreateRequest } from '../api/create-request';
import { emptyNewRequest, toNewRequest, type NewRequestValues } from '../lib/new-request';

const FIELDS = ['title', 'description', 'leagueId', 'competitionId'];

/**
 * /dashboard/new-request (user spec §2, §5): title, description, league and competition (its list follows
 * the league); trimmed and required ('Please fill in all fields', checked with the server's contract).
 * Cancel or a success returns to /dashboard.
 */
export function NewRequestPage() {
  const navigate = useNavigate();
  const options = useRequestOptions();
  const create = useCreateRequest();
  const form = useForm<NewRequestValues>({
    mode: 'controlled',
    initialValues: emptyNewRequest,
    validate: contractResolver<NewRequestValues>(newRequestRequest, { toRequest: toNewRequest }),
    onValuesChange: () => {
      if (create.isError) create.reset();
    },
  });
  const leagueId = form.values.leagueId;
  const competitions = useCompetitions(leagueId);

  const onSubmit = form.onSubmit((values) => {
    create.mutate(toNewRequest(values), {
      onSuccess: (response) => {
        notifications.show({ color: 'teal', message: response.message });
        void navigate(paths.dashboard);
      },
    });
  });

  const validationError = firstError(form.errors, FIELDS);
  const serverError = create.isError ? (create.error instanceof ApiError && create.error.code ? create.error.message : t('requests.submitFailed')) : null;
  const leagueOptions = (options.data?.leagues ?? []).map((l) => ({ value: l.id, label: l.name }));
  const competitionOptions = (competitions.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  const competitionPlaceholder = !leagueId
    ? t('requests.placeholder.competitionFirst')
    : competitions.isSuccess && competitionOptions.length === 0
      ? t('requests.noCompetitions')
      : t('requests.placeholder.competition');

  return (
    <>
      <PageHeader title={t('requests.new.title')} description={t('requests.new.subtitle')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720}>
        <form onSubmit={onSubmit} noValidate aria-label={t('requests.new.title')}>
          <Stack gap="md">
            <FormError>{validationError ?? serverError}</FormError>
            {options.isError && (
              <Alert color="red" role="alert">
                {t('requests.optionsFailed')}
              </Alert>
            )}
            {options.isSuccess && leagueOptions.length === 0 && (
              <Alert color="gray" variant="light">
                {t('requests.noLeagues')}
              </Alert>
            )}
            <TextInput
              label={t('requests.field.title')}
              placeholder={t('requests.placeholder.title')}
              required
              maxLength={200}
              key={form.key('title')}
              {...form.getInputProps('title')}
              error={!!form.errors.title}
            />
            <Textarea
              label={t('requests.field.description')}
              placeholder={t('requests.placeholder.description')}
              required
              autosize
              minRows={4}
              maxLength={2000}
              key={form.key('description')}
              {...form.getInputProps('description')}
              error={!!form.errors.description}
            />
            <Select
              label={t('requests.field.league')}
              placeholder={t('requests.placeholder.league')}
              required
              data={leagueOptions}
              disabled={options.isPending}
              searchable
              key={form.key('leagueId')}
              {...form.getInputProps('leagueId')}
              onChange={(value: string | null) => {
                form.setFieldValue('leagueId', value);
                // The competition list depends on the league.
                form.setFieldValue('competitionId', null);
              }}
              error={!!form.errors.leagueId}
            />
            <Select
              label={t('requests.field.competition')}
              placeholder={competitionPlaceholder}
              required
              data={competitionOptions}
              disabled={!leagueId || competitions.isPending || competitionOptions.length === 0}
              key={form.key('competitionId')}
              {...form.getInputProps('competitionId')}
              error={!!form.errors.competitionId}
            />
            {competitions.isError && (
              <Alert color="red" role="alert">
                {t('leagues.competitionsLoadFailed')}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => void navigate(paths.dashboard)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} leftSection={<IconSend size={18} aria-hidden />}>
                {t('requests.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
