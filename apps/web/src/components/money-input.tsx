import { TextInput, type TextInputProps } from '@mantine/core';

export type MoneyInputProps = Omit<TextInputProps, 'type' | 'inputMode' | 'leftSection'>;

/**
 * Every amount of money a person types, on the player's screens and the back office's (decision 033): a text
 * field that keeps exactly what was typed or pasted, with no reformatting while typing, a '$' before it and the
 * phone's decimal keypad. It never changes a number: the form reads the text with `parseMoneyText` and its
 * field's rules, which accept it as exactly that amount or refuse it with the field's text.
 */
export function MoneyInput(props: MoneyInputProps) {
  return (
    <TextInput inputMode="decimal" autoComplete="off" spellCheck={false} leftSection={<span aria-hidden>$</span>} leftSectionPointerEvents="none" {...props} />
  );
}
