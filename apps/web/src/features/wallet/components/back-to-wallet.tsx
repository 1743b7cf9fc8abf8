import { t } from '@arena/shared';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The back button of every wallet sub-page (user spec §2). */
export function BackToWallet() {
  return (
    <Button component={Link} to={paths.wallet} variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} aria-hidden />} px="xs" mb="xs">
      {t('wallet.backToWallet')}
    </Button>
  );
}
