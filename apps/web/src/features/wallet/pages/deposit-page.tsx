import { t } from '@arena/shared';
import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { BackToWallet } from '../components/back-to-wallet';
import { DepositForm } from '../components/deposit-form';

/** /wallet/deposit: the deposit form, headed by the payment numbers; it closes (back to /wallet) 2 s after a success. */
export function DepositPage() {
  const navigate = useNavigate();
  return (
    <>
      <BackToWallet />
      <PageHeader title={t('wallet.deposit')} description={t('wallet.depositSubtitle')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw={640}>
        <DepositForm onDone={() => void navigate(paths.wallet)} />
      </Paper>
    </>
  );
}
