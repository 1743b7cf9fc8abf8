import { t } from '@arena/shared';
import { NumberInput } from '@mantine/core';

/** The dollar amount of a deposit or withdrawal: cents allowed, never clamped (the form shows the rule instead). */
export function AmountField(props: {
  value: string | number;
  onChange: (value: string | number) => void;
  invalid: boolean;
  disabled: boolean;
  description?: string;
}) {
  return (
    <NumberInput
      label={t('wallet.amount')}
      description={props.description}
      name="amount"
      prefix="$"
      min={1}
      step={0.01}
      decimalScale={2}
      thousandSeparator=","
      allowNegative={false}
      clampBehavior="none"
      inputMode="decimal"
      value={props.value}
      onChange={props.onChange}
      error={props.invalid}
      disabled={props.disabled}
    />
  );
}
