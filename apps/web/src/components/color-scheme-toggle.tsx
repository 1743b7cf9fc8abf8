import { t } from '@arena/shared';
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Icon button switching light/dark; Mantine persists the choice in localStorage. The browser's own tooltip (title)
 * rather than Mantine's Tooltip: that one brings floating-ui to every public page.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const label = computed === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} title={label} onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}>
      {computed === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}
