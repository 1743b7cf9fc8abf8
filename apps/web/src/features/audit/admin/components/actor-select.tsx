import { t, tAdmin } from '@arena/shared';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useUsers } from '@/features/users/admin';

export interface ActorOption {
  value: string;
  label: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The actor filter: type a name or email to pick an account (searched on the server), or paste an
 * account id. Any account can be an actor (users submit their verification, edit their profile).
 */
export function ActorSelect({ value, onChange }: { value: ActorOption | null; onChange: (actor: ActorOption | null) => void }) {
  const [searchValue, setSearchValue] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(searchValue.trim(), 300);
  const searching = debounced !== '' && debounced !== value?.label;
  const users = useUsers({ search: searching && !UUID.test(debounced) ? debounced : '', page: 1, pageSize: 20 });

  const options: ActorOption[] = (users.data?.items ?? []).map((user) => ({
    value: user.id,
    label: user.fullName ? `${user.fullName} (${user.email})` : user.email,
  }));
  if (UUID.test(debounced) && !options.some((o) => o.value === debounced.toLowerCase())) {
    options.unshift({ value: debounced.toLowerCase(), label: debounced.toLowerCase() });
  }
  if (value && !options.some((o) => o.value === value.value)) options.unshift(value);

  return (
    <Select
      label={tAdmin('admin.audit.actor')}
      placeholder={tAdmin('admin.audit.actorPlaceholder')}
      searchable
      clearable
      data={options}
      value={value?.value ?? null}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      // The server already filtered by the typed text.
      filter={({ options: all }) => all}
      nothingFoundMessage={users.isFetching ? t('common.loading') : tAdmin('admin.audit.noActor')}
      onChange={(id, option) => onChange(id ? { value: id, label: option?.label ?? id } : null)}
    />
  );
}
