import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DismissibleError } from './form-error';

describe('DismissibleError', () => {
  it('announces the failure and closes from a button named for screen readers', async () => {
    const onClose = vi.fn();
    renderWithProviders(<DismissibleError onClose={onClose}>Could not save the results.</DismissibleError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save the results.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows nothing when there is no failure', () => {
    renderWithProviders(<DismissibleError onClose={() => {}}>{null}</DismissibleError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
