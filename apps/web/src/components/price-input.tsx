import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A price in dollars and cents ('$12.50') on a back-office form: an entry fee, a prize, a starting price. Never
 * clamped while typing: the form's contract rejects a negative or oversized amount with its own words.
 */
export function PriceInput(props: NumberInputProps) {
  return <NumberInput required min={0} step={0.01} decimalScale={2} clampBehavior="none" prefix="$" {...props} />;
}
