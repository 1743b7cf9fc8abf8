import { addRankingRequest, t, tAdmin } from '@arena/shared';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { adminContractResolver } from '@/lib/admin-form';
import { useAddRanking, useRankingCandidates } from '../api/admin-rankings';
import { rankingError } from './ranking-errors';

/** Add User to Rankings: pick a player without a ranking; they get the next rank after the maximum, zeroed stats. */
export function AddRankingModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={tAdmin('adminRankings.addTitle')} centered>
      {opened && <AddRankingForm onDone={onClose} />}
    </Modal>
  );
}

function AddRankingForm({ onDone }: { onDone: () => void }) {
  const add = useAddRanking();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const candidates = useRankingCandidates(debounced.trim(), true);
  const form = useForm<{ userId: string }>({ mode: 'controlled', initialValues: { userId: '' }, validate: adminContractResolver(addRankingRequest) });
  const options = (candidates.data?.items ?? []).map((c) => ({ value: c.id, label: c.fullName ? `${c.fullName} (${c.email})` : c.email }));

  const onSubmit = form.onSubmit((values) =>
    add.mutate(values, {
      onSuccess: (response) => {
        notifications.show({ color: 'teal', message: response.message });
        onDone();
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError>{add.isError ? rankingError(add.error, 'adminRankings.addFailed') : null}</FormError>
        <Text size="sm" c="dimmed">
          {tAdmin('adminRankings.addHint')}
        </Text>
        <Select
          label={tAdmin('adminRankings.userLabel')}
          placeholder={tAdmin('adminRankings.userPlaceholder')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          nothingFoundMessage={candidates.isFetching ? t('common.loading') : tAdmin('adminRankings.noCandidates')}
          filter={({ options: all }) => all}
          error={form.errors.userId}
          value={form.values.userId || null}
          onChange={(value) => form.setFieldValue('userId', value ?? '')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending} leftSection={<IconUserPlus size={16} aria-hidden />}>
            {tAdmin('adminRankings.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
