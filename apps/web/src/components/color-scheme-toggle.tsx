import { t } from '@arena/shared';
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Icon button switching light/dark; Mantine persists the choice in localStorage. The browser's own tooltip (title)
 * rather than Mantine's Tooltip: that one brings floating-ui to every public page.
 * Public pages are also rendered to HTML at build time, where no scheme is known: the icon follows the page's scheme
 * through CSS, and the label says 'light' until React has taken that HTML over (it keeps the attributes it finds),
 * then the real scheme. Until then the button is disabled: a click would do nothing.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const hydrated = useHydrated();
  const dark = hydrated && computed === 'dark';
  const label = dark ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      title={label}
      disabled={!hydrated}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      <IconSun size={20} aria-hidden className="mantine-light-hidden" />
      <IconMoon size={20} aria-hidden className="mantine-dark-hidden" />
    </ActionIcon>
  );
}
