import { formatCents, t, type AdminUser, tAdmin } from '@arena/shared';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useUsers } from '@/features/users/admin';

function labelOf(user: AdminUser): string {
  return user.fullName ? `${user.fullName} (${user.email})` : user.email;
}

/** A player picked by name or email (GET /api/admin/users?search=, searched on the server). */
export function UserPicker({ value, onChange, disabled }: { value: AdminUser | null; onChange: (user: AdminUser | null) => void; disabled?: boolean }) {
  const [searchValue, setSearchValue] = useState('');
  const [debounced] = useDebouncedValue(searchValue.trim(), 300);
  const search = value && debounced === labelOf(value) ? '' : debounced;
  const users = useUsers({ search, page: 1, pageSize: 20 });

  // Players only: admins have no wallet to adjust.
  const found = (users.data?.items ?? []).filter((user) => user.role === 'user');
  const byId = new Map(found.map((user) => [user.id, user]));
  if (value) byId.set(value.id, value);
  const options = [...byId.values()].map((user) => ({ value: user.id, label: labelOf(user) }));

  return (
    <div>
      <Select
        label={tAdmin('adminWallet.pickUser')}
        placeholder={tAdmin('adminWallet.pickUserPlaceholder')}
        searchable
        clearable
        data={options}
        value={value?.id ?? null}
        searchValue={searchValue}
        onSearchChange={setSearchValue}
        // The server already filtered by the typed text.
        filter={({ options: all }) => all}
        nothingFoundMessage={users.isFetching ? t('common.loading') : tAdmin('adminWallet.noUser')}
        onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
        disabled={disabled}
        data-autofocus
      />
      {value && (
        <Text size="sm" c="dimmed" mt={6}>
          {`${t('wallet.balance')}: ${formatCents(value.walletBalanceCents)} · ${t('wallet.held')}: ${formatCents(value.walletHeldCents)}`}
        </Text>
      )}
    </div>
  );
}
