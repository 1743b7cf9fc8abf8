import { t, type MyVerification } from '@arena/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { myVerificationKey } from '../api/get-my-verification';
import { VerificationPage } from './verification-page';

const submitted = {
  verificationId: 'v1',
  fullName: 'Ana Player',
  dateOfBirth: '1990-04-02',
  address: '1 Main Street',
  city: '+509 3000 0000',
  state: null,
  postalCode: null,
  country: 'Haiti',
  hasPhoto: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const mine = (accountStatus: MyVerification['accountStatus'], verification: MyVerification['verification']): MyVerification => ({
  accountStatus,
  verificationDate: accountStatus === 'verified' ? '2026-11-02T10:00:00.000Z' : null,
  verification,
  photoUrl: null,
});

/** The server: GET /api/verification answers `state.current`, a submission makes it pending. */
function fakeServer(initial: MyVerification) {
  const state = { current: initial };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/me') return Response.json({ id: 'u1', fullName: 'Ana Player', role: 'user', accountStatus: state.current.accountStatus });
      if (init?.method === 'POST') {
        state.current = mine('pending', submitted);
        return Response.json({ message: t('verification.submitted'), verification: state.current });
      }
      return Response.json(state.current);
    }),
  );
  return state;
}

describe('VerificationPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("drops the submission's success once the admin rejects it, and says it was rejected", async () => {
    // An earlier submission (with its photo) was rejected: the page says so.
    const server = fakeServer(mine('not_verified', submitted));
    const { queryClient } = renderWithProviders(<VerificationPage />);
    expect(await screen.findByText(t('notify.verificationRejected.message'))).toBeInTheDocument();

    // The server's contract checks the form: a blank field is 'Please fill in all required fields'.
    const fullName = screen.getByDisplayValue(submitted.fullName);
    fireEvent.change(fullName, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: t('verification.update') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('verification.fillRequired'));
    expect(fullName).toHaveAttribute('aria-invalid', 'true');

    // Updated and sent: under review, with the success.
    fireEvent.change(fullName, { target: { value: submitted.fullName } });
    fireEvent.click(screen.getByRole('button', { name: t('verification.update') }));
    expect(await screen.findByText(t('verification.submitted'))).toBeInTheDocument();
    expect(screen.queryByText(t('notify.verificationRejected.message'))).not.toBeInTheDocument();

    // The admin rejects it again: the page shows the rejected state, not the old success.
    server.current = mine('not_verified', submitted);
    await queryClient.invalidateQueries({ queryKey: myVerificationKey });
    expect(await screen.findByText(t('notify.verificationRejected.message'))).toBeInTheDocument();
    expect(screen.queryByText(t('verification.submitted'))).not.toBeInTheDocument();
  });

  it("a verified account reads the spec's text", async () => {
    fakeServer(mine('verified', submitted));
    renderWithProviders(<VerificationPage />);
    expect(await screen.findByText('Your account has been successfully verified. You now have full access to all features.')).toBeInTheDocument();
  });
});
