import { describe, expect, it } from 'vitest';
import { en, t, type MessageId } from './messages.js';
import { adminEn, tAdmin, tAny } from './admin-messages.js';

describe('t()', () => {
  it('returns the catalogue text as it is when there are no params', () => {
    expect(t('auth.passwordTooShort')).toBe('Password must be at least 6 characters long');
    expect(t('error.notFound')).toBe('Not found');
  });

  it('fills {placeholders} from params, numbers included', () => {
    expect(t('dashboard.greeting', { name: 'Ada' })).toBe('Welcome back, Ada!');
    expect(t('notifications.bellLabelUnread', { count: 3 })).toBe('Notifications (3 unread)');
    expect(t('auth.passwordHint', { min: 6 })).toBe('At least 6 characters');
  });

  it('renders a missing param as nothing, and ignores extra params', () => {
    expect(t('dashboard.greeting', {})).toBe('Welcome back, !');
    expect(t('dashboard.greeting', { name: 'Ada', other: 'x' })).toBe('Welcome back, Ada!');
  });

  it('inserts values literally (no $-patterns, no recursion into inserted text)', () => {
    expect(t('notify.fundsAdded.message', { amount: '$10.00' })).toBe('$10.00 has been added to your wallet.');
    expect(t('dashboard.greeting', { name: "$& $1 $' {name}" })).toBe("Welcome back, $& $1 $' {name}!");
  });

  it('replaces every occurrence of a placeholder', () => {
    // Any catalogue text works; build the check from the catalogue so it stays true as texts change.
    const withPlaceholder = (Object.keys(en) as MessageId[]).filter((id) => /\{\w+\}/.test(en[id]));
    expect(withPlaceholder.length).toBeGreaterThan(0);
    for (const id of withPlaceholder) {
      const names = [...en[id].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const params = Object.fromEntries(names.map((n) => [n, `<${n}>`]));
      const text = t(id, params);
      expect(text, id).not.toMatch(/\{\w+\}/);
      for (const n of names) expect(text, id).toContain(`<${n}>`);
    }
  });

  it('keeps the spec texts verbatim', () => {
    expect(t('auth.emailRegistered')).toBe('This email is already registered. Please log in instead.');
    expect(t('auth.accountBanned')).toBe('Your account has been banned. Please contact support for more information.');
    expect(t('notify.fundsAdded.title')).toBe('Funds Added');
    expect(t('notify.fundsDeducted.title')).toBe('Funds Deducted');
  });
});

describe("the back office's catalogue (admin-messages.ts)", () => {
  it('tAdmin fills placeholders like t', () => {
    expect(tAdmin('adminWallet.proposedBy', { name: 'Ada' })).toBe('Proposed by Ada');
    expect(tAdmin('adminAuth.title')).toBe('Admin sign-in');
  });

  it('holds exactly the admin… ids, none of them also in the player catalogue', () => {
    for (const id of Object.keys(adminEn)) expect(id, id).toMatch(/^admin/);
    for (const id of Object.keys(en)) expect(id, id).not.toMatch(/^admin/);
  });

  it('tAny reads either catalogue (the server errors come from both)', () => {
    expect(tAny('admin.users.cannotBanSelf')).toBe('You cannot ban your own account.');
    expect(tAny('dashboard.greeting', { name: 'Ada' })).toBe('Welcome back, Ada!');
  });
});
