import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MoneyInput } from './money-input';

function Field({ onText }: { onText: (text: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MoneyInput
      label="Amount"
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        onText(event.currentTarget.value);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it('keeps exactly what is typed or pasted, on a decimal keypad, with a $ beside it', async () => {
    const onText = vi.fn();
    renderWithProviders(<Field onText={onText} />);
    const input = await screen.findByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('$')).toBeInTheDocument();
    for (const text of ['150.5', '-5', '1e3', '١٢', '1.234', '007']) {
      await userEvent.clear(input);
      await userEvent.type(input, text);
      expect(input).toHaveValue(text);
      expect(onText).toHaveBeenLastCalledWith(text);
    }
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('1,000.50');
    expect(input).toHaveValue('1,000.50');
  });
});
