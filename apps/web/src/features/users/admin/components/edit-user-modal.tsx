import {
  accountStatuses,
  adminUpdateUserBody,
  EMAIL_MAX,
  FULL_NAME_MAX,
  roles,
  t,
  type AccountStatus,
  type AdminUpdateUserBody,
  type AdminUser,
  type Role,
  tAdmin,
} from '@arena/shared';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FormError } from '@/components/form-error';
import { adminContractResolver } from '@/lib/admin-form';
import { useUpdateUser } from '../api/update-user';
import { adminErrorMessage } from '@/lib/admin-error-message';

interface FormValues {
  fullName: string;
  email: string;
  role: Role;
  accountStatus: AccountStatus;
}

const roleOptions = () => roles.map((role) => ({ value: role, label: t(`role.${role}`) }));
const statusOptions = () => accountStatuses.map((status) => ({ value: status, label: t(`accountStatus.${status}`) }));

function valuesOf(user: AdminUser): FormValues {
  return {
    fullName: user.fullName ?? '',
    email: user.email,
    role: user.role,
    accountStatus: user.accountStatus,
  };
}

/** Edit User: full name, email, role and account status (admin spec §4: verified sets the date, banned signs out). */
export function EditUserModal({ user, opened, onClose }: { user: AdminUser | null; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={tAdmin('admin.users.editTitle')} centered>
      {/* Mounted while open, keyed by user: each opening starts from that user's current values. */}
      {user && <EditUserForm key={user.id} user={user} onDone={onClose} />}
    </Modal>
  );
}

function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const update = useUpdateUser();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: valuesOf(user),
    // The server's contract (PATCH /api/admin/users/:id), with the catalogue's texts.
    validate: adminContractResolver(adminUpdateUserBody),
  });

  const onSubmit = form.onSubmit((values) => {
    const patch: AdminUpdateUserBody = {};
    if (values.fullName.trim() !== (user.fullName ?? '')) patch.fullName = values.fullName.trim();
    if (values.email.trim().toLowerCase() !== user.email) patch.email = values.email.trim();
    if (values.role !== user.role) patch.role = values.role;
    if (values.accountStatus !== user.accountStatus) patch.accountStatus = values.accountStatus;
    if (Object.keys(patch).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { userId: user.id, patch },
      {
        onSuccess: (response) => {
          notifications.show({ color: 'teal', message: response.message });
          onDone();
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError>{update.isError ? adminErrorMessage(update.error, 'admin.users.updateFailed') : null}</FormError>
        <TextInput
          label={t('profile.fullName')}
          maxLength={FULL_NAME_MAX}
          required
          data-autofocus
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        <TextInput label={t('profile.email')} type="email" maxLength={EMAIL_MAX} required key={form.key('email')} {...form.getInputProps('email')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select label={tAdmin('admin.users.role')} data={roleOptions()} allowDeselect={false} key={form.key('role')} {...form.getInputProps('role')} />
          <Select
            label={tAdmin('admin.users.status')}
            data={statusOptions()}
            allowDeselect={false}
            key={form.key('accountStatus')}
            {...form.getInputProps('accountStatus')}
          />
        </SimpleGrid>
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
