import { t, type AdminUser } from '@arena/shared';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmModal } from '@/components/confirm-modal';
import { errorMessage } from '@/lib/api-client';
import { useDeleteUser } from '../api/delete-user';

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
      title={t('admin.users.deleteTitle')}
      confirmLabel={t('admin.users.delete')}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      loading={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, 'admin.users.deleteFailed') : null}
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
      {t('admin.users.deleteConfirm', { name: user ? user.fullName || user.email : '' })}
    </ConfirmModal>
  );
}
