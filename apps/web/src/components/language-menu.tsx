import { LOCALES, localeNames, t, type Locale } from '@arena/shared';
import { IconLanguage } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { chooseLanguage, useLanguage } from '@/lib/language';
import { useHydrated } from '@/lib/use-hydrated';
import classes from './language-menu.module.css';

/**
 * The language menu of the headers, the sign-in pages and /more: each language by its own name, so a reader finds
 * theirs whatever the page speaks. The browser's own select: keyboard and screen readers know it, and it adds
 * almost nothing to the public pages' first load (decision 018). Disabled until the app has taken over a
 * prerendered page.
 */
export function LanguageMenu({ label = false }: { label?: boolean }) {
  const language = useLanguage();
  const hydrated = useHydrated();
  const [switching, setSwitching] = useState(false);
  const id = useId();
  return (
    <span className={classes.field}>
      <IconLanguage size={18} aria-hidden />
      {label && <label htmlFor={id}>{t('language.label')}</label>}
      <select
        id={id}
        className={classes.select}
        aria-label={label ? undefined : t('language.label')}
        value={language}
        disabled={!hydrated || switching}
        onChange={(event) => {
          setSwitching(true);
          void chooseLanguage(event.currentTarget.value as Locale).finally(() => setSwitching(false));
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
