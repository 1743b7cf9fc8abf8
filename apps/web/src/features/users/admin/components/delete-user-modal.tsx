import { type AdminUser, tAdmin } from '@arena/shared';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmModal } from '@/components/confirm-modal';
import { useDeleteUser } from '../api/delete-user';
import { adminErrorMessage } from '@/lib/admin-error-message';

/** Delete User: a confirmation; the server refuses (with its reason) an account that must be kept. */
export function DeleteUserModal({ user, opened, onClose }: { user: AdminUser | null; opened: boolean; onClose: () => void }) {
  const remove = useDeleteUser();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={tAdmin('admin.users.deleteTitle')}
      confirmLabel={tAdmin('admin.users.delete')}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      loading={remove.isPending}
      error={remove.isError ? adminErrorMessage(remove.error, 'admin.users.deleteFailed') : null}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user.id, {
          onSuccess: (response) => {
            notifications.show({ color: 'teal', message: response.message });
            close();
          },
        });
      }}
    >
      {tAdmin('admin.users.deleteConfirm', { name: user ? user.fullName || user.email : '' })}
    </ConfirmModal>
  );
}
