import { adminEn, en } from '@arena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from './helpers.js';

const catalogue = new Set<string>([...Object.values(en), ...Object.values(adminEn)]);

/** What a refused request shows a person: the top message and every field's, whichever shape the answer has. */
function shownTexts(body: { error?: { message: string; fields?: Record<string, string> }; message?: string }): string[] {
  if (body.error) return [body.error.message, ...Object.values(body.error.fields ?? {})];
  return [body.message ?? ''];
}

let t: TestApp;
let player: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  player = await t.createUser();
});
afterAll(() => t.close());

describe('a refused request speaks in the catalogue, never in request paths', () => {
  const anonymous = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload: payload as object });

  it("registering with 'not-an-email' says 'Please enter a valid email address' on the email", async () => {
    const response = await anonymous('/api/auth/sign-up/email', { name: 'New Player', email: 'not-an-email', password: 'password123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION', messageId: 'form.invalidEmail', message: en['form.invalidEmail'], fields: { email: en['form.invalidEmail'] } },
    });
  });

  it.each([
    ['a sign-in without its password', '/api/auth/sign-in/email', { email: 'someone@arena.test' }, en['auth.fillAllFields']],
    // better-auth refuses an empty email with its own code (INVALID_EMAIL) before its schema does.
    ['an empty sign-in', '/api/auth/sign-in/email', { email: '', password: '' }, en['auth.fillAllFields']],
    ['sign-up without a name', '/api/auth/sign-up/email', { email: 'someone@arena.test', password: 'password123' }, en['auth.fillAllFields']],
    ['a reset request for a malformed email', '/api/auth/request-password-reset', { email: 'nope' }, en['form.invalidEmail']],
    ['a new password that is not a text', '/api/auth/reset-password', { newPassword: 123456, token: 'some-token' }, en['auth.fillAllFields']],
    ['a two-factor code that is a number', '/api/auth/two-factor/verify-totp', { code: 123456 }, en['twoFactor.enterCode']],
  ])('%s: its contract text', async (_what, url, payload, text) => {
    const response = await anonymous(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(text);
  });

  it.each([
    ['PUT', '/api/account/profile', { fullName: 'X', email: 'not-an-email' }],
    ['PUT', '/api/account/profile', { fullName: 42 }],
    ['POST', '/api/requests', { title: 7, description: null }],
    ['POST', '/api/wallet/deposits', { amountCents: 'lots', method: 'moncash', transactionRef: 'x' }],
    ['POST', '/api/marketplace/players/00000000-0000-0000-0000-000000000000/bids', { amountDollars: 'ten' }],
  ] as const)('%s %s: the message and every field are catalogue texts', async (method, url, payload) => {
    const response = await t.request(player, { method, url, payload });
    expect(response.statusCode).toBe(400);
    const texts = shownTexts(response.json());
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) {
      expect(text).not.toMatch(/\[?body\.|^Invalid input|expected \w+, received/);
      expect(catalogue.has(text), text).toBe(true);
    }
  });
});
