import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/**
 * A list's search field: its placeholder names it for screen readers too ('Search leagues...'). In a filter row it
 * takes the room left, the whole row on a phone (`fill`).
 */
export function SearchInput({ label, fill, ...rest }: { label: string; fill?: 'row' | 'phone-row' } & Omit<TextInputProps, 'label' | 'placeholder'>) {
  return (
    <TextInput
      flex={fill ? 1 : undefined}
      miw={fill === 'phone-row' ? '100%' : fill === 'row' ? 220 : undefined}
      leftSection={<IconSearch size={16} aria-hidden />}
      placeholder={label}
      aria-label={label}
      {...rest}
    />
  );
}
