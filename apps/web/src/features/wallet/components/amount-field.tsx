import { t } from '@arena/shared';
import { MoneyInput } from '@/components/money-input';

/** The dollar amount of a deposit or withdrawal, exactly as typed: cents allowed (the form reads it with `parseAmount`). */
export function AmountField(props: { value: string; onChange: (value: string) => void; invalid: boolean; disabled: boolean; description?: string }) {
  return (
    <MoneyInput
      label={t('wallet.amount')}
      description={props.description}
      name="amount"
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.invalid}
      disabled={props.disabled}
    />
  );
}
