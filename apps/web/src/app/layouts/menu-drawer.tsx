import { t } from '@arena/shared';
import { Box, Drawer } from '@mantine/core';
import { LanguageMenu } from '@/components/language-menu';
import type { NavGroup } from '../navigation';
import { NavMenu } from './nav-menu';

interface MenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  groups: NavGroup[];
}

/** The back-office menu below 768 px, behind the header's burger; app-layout.tsx loads it the first time it opens. */
export function MenuDrawer({ opened, onClose, groups }: MenuDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={t('app.name')} size={280} padding="sm">
      <nav aria-label={t('nav.mainNavigation')}>
        <NavMenu groups={groups} onNavigate={onClose} />
      </nav>
      <Box mt="md" px="xs">
        <LanguageMenu label />
      </Box>
    </Drawer>
  );
}
