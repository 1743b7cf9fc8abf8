import { t } from '@arena/shared';
import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { BackToWallet } from '../components/back-to-wallet';
import { WithdrawForm } from '../components/withdraw-form';

/** /wallet/withdraw: the withdrawal form; it closes (back to /wallet) 2 s after a success. */
export function WithdrawPage() {
  const navigate = useNavigate();
  return (
    <>
      <BackToWallet />
      <PageHeader title={t('wallet.withdraw')} description={t('wallet.withdrawSubtitle')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw={640}>
        <WithdrawForm onDone={() => void navigate(paths.wallet)} />
      </Paper>
    </>
  );
}
