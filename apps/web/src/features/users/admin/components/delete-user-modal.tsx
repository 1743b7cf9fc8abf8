import { t, type AdminUser } from '@arena/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { useDeleteUser } from '../api/delete-user';

/** Delete User: a confirmation; the server refuses (with its reason) an account that must be kept. */
export function DeleteUserModal({ user, opened, onClose }: { user: AdminUser | null; opened: boolean; onClose: () => void }) {
  const remove = useDeleteUser();
  const close = () => {
    remove.reset();
    onClose();
  };
  const name = user ? user.fullName || user.email : '';
  return (
    <Modal opened={opened} onClose={close} title={t('admin.users.deleteTitle')} centered>
      <Stack>
        <FormError>{remove.isError ? errorMessage(remove.error, 'admin.users.deleteFailed') : null}</FormError>
        <Text>{t('admin.users.deleteConfirm', { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={() => {
              if (!user) return;
              remove.mutate(user.id, {
                onSuccess: (response) => {
                  notifications.show({ color: 'teal', message: response.message });
                  close();
                },
              });
            }}
          >
            {t('admin.users.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
