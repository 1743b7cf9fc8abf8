import { type AdminRankingRow, tAdmin } from '@arena/shared';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmModal } from '@/components/confirm-modal';
import { useDeleteRanking } from '../api/admin-rankings';
import { rankingError } from './ranking-errors';

/** Delete Ranking: a confirmation. */
export function DeleteRankingModal({ row, opened, onClose }: { row: AdminRankingRow | null; opened: boolean; onClose: () => void }) {
  const remove = useDeleteRanking();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={tAdmin('adminRankings.deleteTitle')}
      confirmLabel={tAdmin('adminRankings.delete')}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      loading={remove.isPending}
      error={remove.isError ? rankingError(remove.error, 'adminRankings.deleteFailed') : null}
      onConfirm={() => {
        if (!row) return;
        remove.mutate(row.id, {
          onSuccess: (response) => {
            notifications.show({ color: 'teal', message: response.message });
            close();
          },
        });
      }}
    >
      {tAdmin('adminRankings.deleteConfirm', { name: row ? (row.fullName ?? row.email) : '' })}
    </ConfirmModal>
  );
}
