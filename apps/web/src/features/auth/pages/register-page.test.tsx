import { t } from '@arena/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { RegisterPage } from './register-page';

// The auth client keeps the fetch it found when it loaded: one stub for the file, answering as each test says.
const fetch = vi.fn<typeof globalThis.fetch>();
vi.stubGlobal('fetch', fetch);

/** The sign-up endpoint answers `body` with status 400. */
function serverRefuses(body: unknown) {
  fetch.mockImplementation(async () => Response.json(body, { status: 400 }));
}

/** The page, once its contract (loaded when the visitor first touches the page) is in. */
async function renderPage() {
  renderWithProviders(<RegisterPage />);
  await screen.findByRole('button', { name: t('auth.signUp') });
  await act(async () => {
    fireEvent.focusIn(input('name'));
    await import('../lib/contracts');
    // The page's own import settles in the microtasks after this one: past them all.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

function fill(fields: { name: string; email: string; password: string }) {
  for (const [name, value] of Object.entries(fields)) fireEvent.change(input(name), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: t('auth.signUp') }));
}

describe('RegisterPage', () => {
  beforeEach(() => fetch.mockReset());
  afterAll(() => vi.unstubAllGlobals());

  it("checks the form with the server's contract: a malformed email is the catalogue's text, and nothing is sent", async () => {
    serverRefuses({});
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: t('auth.signUp') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('auth.fillAllFields'));

    fill({ name: 'New Player', email: 'not-an-email', password: 'password123' });
    expect(await screen.findByRole('alert')).toHaveTextContent(t('form.invalidEmail'));
    expect(input('email')).toHaveAttribute('aria-invalid', 'true');

    fill({ name: 'New Player', email: 'new@arena.test', password: '12345' });
    expect(await screen.findByRole('alert')).toHaveTextContent(t('auth.passwordTooShort'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the catalogue's words", async () => {
    serverRefuses({
      error: { code: 'VALIDATION', messageId: 'form.invalidEmail', message: t('form.invalidEmail'), fields: { email: t('form.invalidEmail') } },
    });
    await renderPage();
    fill({ name: 'New Player', email: 'new@arena.test', password: 'password123' });
    expect(await screen.findByRole('alert')).toHaveTextContent(t('form.invalidEmail'));
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('never shows a refusal worded with a request path', async () => {
    serverRefuses({ message: '[body.email] Invalid email address', code: 'VALIDATION_ERROR' });
    await renderPage();
    fill({ name: 'New Player', email: 'new@arena.test', password: 'password123' });
    expect(await screen.findByRole('alert')).toHaveTextContent(t('error.validation'));
    expect(document.body.textContent).not.toContain('[body');
  });
});
