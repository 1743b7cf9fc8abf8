import crypto from 'node:crypto';
import type { AdminRequestList, DashboardActivity, MyRequestList, Notification, NotificationList } from '@arena/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, users } from '../src/db/schema/index.js';
import { errorBody } from '../src/lib/errors.js';
import { resolveLocale } from '../src/lib/request-locale.js';
import { secretFromUri, totp } from './accounts-fixtures.js';
import { createBroadcast } from './factories.js';
import { createTestApp, setCookies, TEST_ORIGIN, type TestApp, type TestUser } from './helpers.js';
import { createLeagueApi, enroll } from './leagues-helpers.js';
import { baseUrl, openEventStream, type SseClient, type SseFrame } from './sse.js';
import { adjust, errorOf, fund } from './wallet-helpers.js';

/** Arena in the reader's language (issue 27): which language a request reads, and what the server says in it. */
describe('the reader’s language', () => {
  let t: TestApp;
  let admin: TestUser;
  const streams: SseClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin();
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  const setLanguage = (user: TestUser | null, language: string, headers: Record<string, string> = {}) =>
    t.request(user, { method: 'PUT', url: '/api/me/language', payload: { language }, headers });
  const notificationsOf = async (user: TestUser, headers: Record<string, string> = {}) => {
    const res = await t.request(user, { method: 'GET', url: '/api/notifications?limit=50', headers });
    expect(res.statusCode).toBe(200);
    return res.json<NotificationList>().items;
  };

  describe('resolution order', () => {
    const headers = (cookie?: string, acceptLanguage?: string) => ({
      ...(cookie ? { cookie } : {}),
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    });

    it('the account’s preference, then the arena_language cookie, then Accept-Language, then English', () => {
      expect(resolveLocale({ headers: headers('a=1; arena_language=fr', 'ht'), user: { language: 'en' } })).toBe('en');
      expect(resolveLocale({ headers: headers('a=1; arena_language=fr', 'ht'), user: { language: null } })).toBe('fr');
      expect(resolveLocale({ headers: headers('arena_language=ht', 'fr-FR,en;q=0.5') })).toBe('ht');
      expect(resolveLocale({ headers: headers('arena_language=de', 'fr-FR,en;q=0.5') })).toBe('fr');
      expect(resolveLocale({ headers: headers('xarena_language=ht', 'de, en;q=0.1') })).toBe('en');
      expect(resolveLocale({ headers: headers(undefined, 'ht-HT') })).toBe('ht');
      expect(resolveLocale({ headers: {} })).toBe('en');
    });

    it('over HTTP: a signed-in account’s saved preference wins over its cookie and its browser', async () => {
      const user = await t.createUser();
      // Marking someone else's (here: no one's) notification read is a 404 'error.notFound'.
      const unknown = (h: Record<string, string>) =>
        t.request(user, {
          method: 'POST',
          url: `/api/notifications/${crypto.randomUUID()}/read`,
          headers: { ...h, cookie: `${user.cookie}; ${h.cookie ?? ''}` },
        });
      expect(errorOf(await unknown({ 'accept-language': 'fr' })).message).toBe('Introuvable');
      expect(errorOf(await unknown({ 'accept-language': 'fr', cookie: 'arena_language=ht' })).message).toBe('Nou pa jwenn sa');
      expect((await setLanguage(user, 'en')).statusCode).toBe(204);
      expect(errorOf(await unknown({ 'accept-language': 'fr', cookie: 'arena_language=ht' })).message).toBe('Not found');
    });
  });

  describe('PUT /api/me/language', () => {
    it('signed in: saves the preference (in /api/me) and sets the cookie', async () => {
      const user = await t.createUser();
      const before = await t.request(user, { method: 'GET', url: '/api/me' });
      expect(before.json<{ language: string | null }>().language).toBeNull();

      const res = await setLanguage(user, 'ht');
      expect(res.statusCode).toBe(204);
      const cookie = setCookies(res).find((c) => c.startsWith('arena_language='));
      expect(cookie).toMatch(/^arena_language=ht; Path=\/; Max-Age=31536000; SameSite=Lax$/);
      const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
      expect(row!.language).toBe('ht');
      // The session cached before the change carries the new language at once.
      const me = await t.request(user, { method: 'GET', url: '/api/me' });
      expect(me.json<{ language: string | null }>().language).toBe('ht');
    });

    it('an admin account keeps a preference too', async () => {
      const other = await t.createAdmin();
      expect((await setLanguage(other, 'fr')).statusCode).toBe(204);
      expect((await t.request(other, { method: 'GET', url: '/api/me' })).json<{ language: string }>().language).toBe('fr');
    });

    it('signed out: only sets the cookie', async () => {
      const before = await t.db.$count(users);
      const res = await setLanguage(null, 'fr');
      expect(res.statusCode).toBe(204);
      expect(setCookies(res).some((c) => c.startsWith('arena_language=fr;'))).toBe(true);
      expect(await t.db.$count(users)).toBe(before);
    });

    it('refuses a language Arena does not speak, in the reader’s language', async () => {
      const res = await setLanguage(null, 'de', { 'accept-language': 'fr' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION', messageId: 'error.validation', message: 'Veuillez vérifier les champs signalés et réessayer.' });
      expect(errorOf(res).fields?.language).toBeDefined();
      expect(setCookies(res).some((c) => c.startsWith('arena_language='))).toBe(false);
    });
  });

  describe('errors in the reader’s language', () => {
    it('insufficient balance, with its amount formatted for French and Kreyòl; messageId stays', async () => {
      const player = await t.createUser();
      const league = await createLeagueApi(t, admin, { priceCents: 123_450 });
      const inFrench = errorOf(await t.request(player, { method: 'POST', url: `/api/leagues/${league.id}/enroll`, headers: { 'accept-language': 'fr-FR' } }));
      expect(inFrench).toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
        messageId: 'leagues.insufficientBalance',
        message: 'Solde insuffisant. Il vous faut 1\u202f234,50\u00a0$ pour vous inscrire à cette ligue',
      });
      await setLanguage(player, 'ht');
      const inKreyol = errorOf(await enroll(t, player, league.id));
      expect(inKreyol).toMatchObject({
        messageId: 'leagues.insufficientBalance',
        message: 'Balans ou pa ase. Ou bezwen 1\u202f234,50\u00a0$ pou w enskri nan lig sa a',
      });
      await setLanguage(player, 'en');
      expect(errorOf(await enroll(t, player, league.id)).message).toBe('Insufficient balance. You need $1,234.50 to enroll in this league');
    });
  });

  describe('a field’s bound in its text', () => {
    it('a competition name over its maximum: the number is in the message and the field’s text, in each language', async () => {
      const league = await createLeagueApi(t, admin);
      const add = (headers: Record<string, string>) =>
        t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/competitions`, payload: { name: 'x'.repeat(101) }, headers });
      const english = errorOf(await add({}));
      expect(english).toMatchObject({
        code: 'VALIDATION',
        messageId: 'adminCompetitions.nameTooLong',
        message: 'Competition name must be at most 100 characters',
      });
      expect(english.fields?.name).toBe('Competition name must be at most 100 characters');
      const french = errorOf(await add({ 'accept-language': 'fr' }));
      expect(french.message).toBe('Le nom de la compétition doit comporter au plus 100 caractères');
      expect(french.fields?.name).toBe(french.message);
    });

    it('a bound of four digits is grouped as the language writes it', () => {
      expect(
        errorBody('fr', 'VALIDATION', 'adminCompetitions.nameTooLong', undefined, { name: { id: 'adminCompetitions.nameTooLong', bounds: { maximum: 1000 } } })
          .error,
      ).toMatchObject({
        message: 'Le nom de la compétition doit comporter au plus 1\u202f000 caractères',
        fields: { name: 'Le nom de la compétition doit comporter au plus 1\u202f000 caractères' },
      });
      expect(
        errorBody('en', 'VALIDATION', 'error.validation', undefined, { name: { id: 'adminCompetitions.nameTooLong', bounds: { maximum: 1000 } } }).error.fields,
      ).toEqual({
        name: 'Competition name must be at most 1,000 characters',
      });
    });
  });

  describe('notifications rendered when read', () => {
    it('one fundsAdded notification reads in each reader’s language; a broadcast keeps its literal text', async () => {
      const player = await t.createUser();
      const broadcast = await createBroadcast(t.db, { title: 'Annonce du samedi', message: 'Les matchs commencent à 18 h.' });
      expect((await adjust(t, admin, player.id, 999)).statusCode).toBe(200);

      const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, player.id));
      expect(row).toMatchObject({
        title: '',
        message: '',
        titleKey: 'notify.fundsAdded.title',
        messageKey: 'notify.fundsAdded.message',
        params: { amount: { cents: 99_900 } },
      });

      const english = await notificationsOf(player);
      const french = await notificationsOf(player, { 'accept-language': 'fr' });
      const kreyol = await notificationsOf(player, { cookie: `${player.cookie}; arena_language=ht` });
      const funds = (items: Notification[]) => items.find((n) => n.id === row!.id);
      expect(funds(english)).toMatchObject({ title: 'Funds Added', message: '$999.00 has been added to your wallet.' });
      expect(funds(french)).toMatchObject({ title: 'Fonds ajoutés', message: 'Un montant de 999,00\u00a0$ a été ajouté à votre portefeuille.' });
      expect(funds(kreyol)).toMatchObject({ title: 'Lajan ajoute', message: 'Nou ajoute 999,00\u00a0$ nan bous ou.' });
      for (const items of [english, french, kreyol]) {
        expect(items.find((n) => n.id === broadcast.id)).toMatchObject({ title: 'Annonce du samedi', message: 'Les matchs commencent à 18 h.' });
      }
    });

    it('the realtime event of one notification reaches two readers, each in their language', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = baseUrl(t.app);
      const [french, kreyol] = [await t.createUser(), await t.createUser()];
      await setLanguage(french, 'fr');
      await setLanguage(kreyol, 'ht');
      const [sf, sk] = [await openEventStream(base, french.cookie), await openEventStream(base, kreyol.cookie)];
      streams.push(sf, sk);
      const isFunds = (frame: SseFrame) => frame.event === 'notification' && (JSON.parse(frame.data) as Notification).title !== '';
      expect((await adjust(t, admin, french.id, 5)).statusCode).toBe(200);
      expect((await adjust(t, admin, kreyol.id, 5)).statusCode).toBe(200);
      const ef = JSON.parse((await sf.waitFor(isFunds)).data) as Notification & Record<string, unknown>;
      const ek = JSON.parse((await sk.waitFor(isFunds)).data) as Notification & Record<string, unknown>;
      expect(ef).toMatchObject({
        title: 'Fonds ajoutés',
        message: 'Un montant de 5,00\u00a0$ a été ajouté à votre portefeuille.',
        type: 'success',
        isRead: false,
      });
      expect(ek).toMatchObject({ title: 'Lajan ajoute', message: 'Nou ajoute 5,00\u00a0$ nan bous ou.' });
      expect(ef).not.toHaveProperty('titleKey');
      expect(ef).not.toHaveProperty('params');

      // Switching language applies to the stream already open.
      await setLanguage(french, 'en');
      expect((await adjust(t, admin, french.id, 6)).statusCode).toBe(200);
      const inEnglish = (frame: SseFrame) => frame.event === 'notification' && (JSON.parse(frame.data) as Notification).title === 'Funds Added';
      expect(JSON.parse((await sf.waitFor(inEnglish)).data)).toMatchObject({ message: '$6.00 has been added to your wallet.' });
    });
  });

  it('an enrollment request reads in each reader’s language: the player’s list, the dashboard, the admin queue', async () => {
    const player = await t.createUser();
    const league = await createLeagueApi(t, admin, { name: 'Lig Okap', priceCents: 150_000 });
    await fund(t, admin, player, 1_500);
    expect((await enroll(t, player, league.id)).statusCode).toBe(201);
    await setLanguage(player, 'ht');

    const mine = (await t.request(player, { method: 'GET', url: '/api/requests/mine' })).json<MyRequestList>().items;
    expect(mine[0]).toMatchObject({
      title: 'Enskripsyon nan lig: Lig Okap',
      description: 'Demann enskripsyon pou Lig Okap. Nou te retire frè enskripsyon 1\u202f500,00\u00a0$ la nan bous la.',
    });
    const activity = (await t.request(player, { method: 'GET', url: '/api/dashboard/activity' })).json<DashboardActivity>().items;
    expect(activity.find((a) => a.kind === 'enrollment')?.title).toBe('Enskripsyon nan lig: Lig Okap');

    const queue = await t.request(admin, {
      method: 'GET',
      url: `/api/admin/requests?search=${encodeURIComponent('Lig Okap')}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(queue.json<AdminRequestList>().items.map((r) => r.title)).toEqual(['Inscription à la ligue\u00a0: Lig Okap']);
    // The stored row stays English: the admins' search matches it in any language.
    const english = await t.request(admin, { method: 'GET', url: `/api/admin/requests?search=${encodeURIComponent('League Enrollment: Lig Okap')}` });
    expect(english.json<AdminRequestList>().items.map((r) => r.title)).toEqual(['League Enrollment: Lig Okap']);
  });

  describe('better-auth’s refusals', () => {
    const post = (url: string, payload: object, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...headers }, payload });

    it('a wrong password at sign-in, a wrong password and a wrong two-factor code: each in the reader’s language, code kept', async () => {
      const user = await t.createUser();
      const signIn = (headers: Record<string, string>) => post('/api/auth/sign-in/email', { email: user.email, password: 'not-the-password' }, headers);
      const english = await signIn({});
      expect(english.statusCode).toBe(401);
      expect(english.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
      expect((await signIn({ 'accept-language': 'fr-FR' })).json()).toMatchObject({
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'E-mail ou mot de passe incorrect',
      });
      const kreyol = await signIn({ cookie: 'arena_language=ht' });
      expect(kreyol.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Imèl oswa modpas la pa bon' });
      expect(Number(kreyol.headers['content-length'])).toBe(Buffer.byteLength(kreyol.body));

      const enable = (password: string) => post('/api/auth/two-factor/enable', { password }, { cookie: `${user.cookie}; arena_language=fr` });
      expect((await enable('not-the-password')).json()).toMatchObject({ code: 'INVALID_PASSWORD', message: 'Mot de passe incorrect' });
      const enabled = await enable(user.password);
      expect(enabled.statusCode).toBe(200);
      const right = totp(secretFromUri(enabled.json<{ totpURI: string }>().totpURI));
      const wrongCode = await post(
        '/api/auth/two-factor/verify-totp',
        { code: right === '000000' ? '111111' : '000000' },
        { cookie: `${user.cookie}; arena_language=ht` },
      );
      expect(wrongCode.statusCode).toBe(401);
      expect(wrongCode.json()).toMatchObject({ code: 'INVALID_CODE', message: 'Kòd la pa bon' });
    });

    it('a reset link that is not valid', async () => {
      const res = await post('/api/auth/reset-password', { newPassword: 'a-new-password-1', token: 'no-such-token' }, { 'accept-language': 'ht' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', message: 'Lyen an pa valab' });
    });
  });

  it('a calendar feed is titled in the reader’s language', async () => {
    const player = await t.createUser();
    const res = await t.request(player, { method: 'GET', url: '/api/tournaments/my-matches.ics', headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('X-WR-CALNAME:Arena : mes matchs de tournoi');
  });

  describe('the password-reset mail', () => {
    const requestReset = (email: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: TEST_ORIGIN, ...headers },
        payload: { email, redirectTo: '/reset-password' },
      });
    const mailTo = (email: string, after: number) =>
      vi.waitFor(() => {
        const found = t.mails.slice(after).find((m) => m.to === email);
        expect(found).toBeDefined();
        return found!;
      });

    it('is in French when the account chose French, whatever the asking browser says', async () => {
      const user = await t.createUser();
      await setLanguage(user, 'fr');
      const before = t.mails.length;
      expect((await requestReset(user.email, { 'accept-language': 'en-US' })).statusCode).toBe(200);
      const mail = await mailTo(user.email, before);
      expect(mail.subject).toBe('Réinitialisez votre mot de passe Arena');
      expect(mail.text).toMatch(/^Ouvrez ce lien pour choisir un nouveau mot de passe\s?: https?:\/\/\S+$/);
    });

    it('without a preference, in the language of the request that asked for it', async () => {
      const user = await t.createUser();
      const before = t.mails.length;
      expect((await requestReset(user.email, { cookie: 'arena_language=ht' })).statusCode).toBe(200);
      expect((await mailTo(user.email, before)).subject).toBe('Chanje modpas Arena ou');
    });
  });
});
