import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/lib/use-opened-once';
import type { WalletDialogProps } from './wallet-dialog-modal';

const WalletDialogModal = lazy(() => import('./wallet-dialog-modal').then((m) => ({ default: m.WalletDialogModal })));

/**
 * The wallet dialog (user spec §2) opened from the header and from later screens (leagues, tournaments,
 * market): balance and available amount, and links to /wallet/deposit, /wallet/withdraw, /wallet/history
 * and /wallet. Each link closes it. Its code (Mantine's Modal, the focus trap) loads the first time it opens, not
 * with every screen that offers it.
 */
export function WalletDialog({ opened, onClose }: WalletDialogProps) {
  if (!useOpenedOnce(opened)) return null;
  return (
    <Suspense fallback={null}>
      <WalletDialogModal opened={opened} onClose={onClose} />
    </Suspense>
  );
}
