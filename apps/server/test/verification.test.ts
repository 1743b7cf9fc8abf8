import zlib from 'node:zlib';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userVerifications } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { makeGif, makeJpegWithGps, makePng, multipart, storedFiles, tempStoreDir, verificationForm, type UploadFile } from './accounts-fixtures.js';

describe('identity verification', () => {
  let t: TestApp;
  let store: ReturnType<typeof tempStoreDir>;
  beforeAll(async () => {
    store = tempStoreDir();
    t = await createTestApp({ config: { privateStoreDir: store.dir } });
  });
  afterAll(async () => {
    await t.close();
    store.remove();
  });

  const submit = (user: TestUser | null, fields: Record<string, string>, file?: UploadFile) => {
    const body = multipart(fields, file);
    return t.request(user, { method: 'POST', url: '/api/verification', payload: body.payload, headers: body.headers });
  };
  const statusOf = async (userId: string) => (await t.db.select({ s: users.accountStatus }).from(users).where(eq(users.id, userId)))[0]!.s;
  const resetToNotVerified = (userId: string) => t.db.update(users).set({ accountStatus: 'not_verified' }).where(eq(users.id, userId));

  it('starts with no record; a JPEG with EXIF/GPS is stored re-encoded without any metadata and the account goes pending', async () => {
    const user = await t.createUser();
    const empty = await t.request(user, { method: 'GET', url: '/api/verification' });
    expect(empty.json()).toEqual({ accountStatus: 'not_verified', verificationDate: null, verification: null, photoUrl: null });

    const jpeg = await makeJpegWithGps();
    const inputMeta = await sharp(jpeg).metadata();
    expect(inputMeta.exif?.toString('latin1')).toContain('SpyPhone'); // the fixture really carries EXIF
    expect(inputMeta.exif?.length).toBeGreaterThan(50);

    const res = await submit(
      user,
      { ...verificationForm(), state: 'Ouest', postalCode: 'HT6110' },
      { filename: 'id.jpg', contentType: 'image/jpeg', data: jpeg },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Verification submitted successfully! Your information will be reviewed by our team.');
    expect(body.verification).toMatchObject({
      accountStatus: 'pending',
      verification: {
        fullName: 'Ada Lovelace',
        dateOfBirth: '1990-12-10',
        address: '12 Rue Capois',
        city: '+509 3700 0000',
        country: 'Haiti',
        state: 'Ouest',
        postalCode: 'HT6110',
        hasPhoto: true,
      },
    });
    expect(body.verification.photoUrl).toMatch(/^\/api\/verification\/photo\?v=/);
    expect(await statusOf(user.id)).toBe('pending');

    const [row] = await t.db.select().from(userVerifications).where(eq(userVerifications.userId, user.id));
    expect(row!.photoKey).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(row!.photoContentType).toBe('image/jpeg');
    const file = storedFiles(store.dir).find((f) => f.endsWith(row!.photoKey!));
    expect(file).toBeDefined();
    const stored = fs.readFileSync(file!);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored.includes(Buffer.from('SpyPhone'))).toBe(false);
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);

    const own = await t.request(user, { method: 'GET', url: '/api/verification/photo' });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.rawPayload.equals(stored)).toBe(true);
  });

  it('accepts PNG and GIF, keeping their format', async () => {
    for (const [make, filename, type, format, ext] of [
      [makePng, 'id.png', 'image/png', 'png', 'png'],
      [makeGif, 'id.gif', 'image/gif', 'gif', 'gif'],
    ] as const) {
      const user = await t.createUser();
      const res = await submit(user, verificationForm(), { filename, contentType: type, data: await make() });
      expect(res.statusCode, filename).toBe(200);
      const photo = await t.request(user, { method: 'GET', url: '/api/verification/photo' });
      expect(photo.headers['content-type']).toBe(type);
      expect(photo.headers['content-disposition']).toBe(`inline; filename="verification.${ext}"`);
      expect((await sharp(photo.rawPayload).metadata()).format).toBe(format);
    }
  });

  it('refuses a missing field or a missing photo with the spec texts and changes nothing', async () => {
    const user = await t.createUser();
    const png = await makePng();
    const missing = await submit(user, verificationForm({ country: '  ' }), { filename: 'id.png', contentType: 'image/png', data: png });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ message: 'Please fill in all required fields', fields: { country: 'Please fill in all required fields' } });
    const { country: _c, ...withoutCountry } = verificationForm();
    const absent = await submit(user, withoutCountry, { filename: 'id.png', contentType: 'image/png', data: png });
    expect(absent.json().error.message).toBe('Please fill in all required fields');

    const noPhoto = await submit(user, verificationForm());
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().error.message).toBe('Please upload a verification photo');
    const emptyFile = await submit(user, verificationForm(), { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) });
    expect(emptyFile.json().error.message).toBe('Please upload a verification photo');

    const badDate = await submit(user, verificationForm({ dateOfBirth: '2990-01-01' }), { filename: 'id.png', contentType: 'image/png', data: png });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.fields).toHaveProperty('dateOfBirth');

    const notMultipart = await t.request(user, { method: 'POST', url: '/api/verification', payload: verificationForm() });
    expect(notMultipart.statusCode).toBe(415);

    expect(await statusOf(user.id)).toBe('not_verified');
    expect((await t.db.select().from(userVerifications).where(eq(userVerifications.userId, user.id))).length).toBe(0);
  });

  describe('refuses what is not really a PNG, JPEG or GIF', () => {
    let user: TestUser;
    let before: number;
    beforeAll(async () => {
      user = await t.createUser();
      before = storedFiles(store.dir).length;
    });

    const expectRefused = async (file: UploadFile, status: number, message: string) => {
      const res = await submit(user, verificationForm(), file);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toBe(message);
      expect(await statusOf(user.id)).toBe('not_verified');
      expect(storedFiles(store.dir).length).toBe(before);
    };

    it('an HTML file renamed .png and sent as image/png', () =>
      expectRefused(
        {
          filename: 'photo.png',
          contentType: 'image/png',
          data: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
        },
        415,
        'File must be an image',
      ));

    it('an SVG (an image to a browser, but it can carry script)', () =>
      expectRefused(
        {
          filename: 'photo.svg',
          contentType: 'image/svg+xml',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
        },
        415,
        'File must be an image',
      ));

    it('a file over 5 MB', () => {
      const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(5 * 1024 * 1024)]);
      return expectRefused({ filename: 'big.png', contentType: 'image/png', data: big }, 413, 'Photo size must be less than 5MB');
    });

    it('a polyglot: GIF magic bytes followed by an HTML/JS payload (no decodable image)', () =>
      expectRefused(
        { filename: 'x.gif', contentType: 'image/gif', data: Buffer.from('GIF89a/*<html><script>alert(1)</script></html>*/=1;') },
        415,
        'File must be an image',
      ));

    it('an image over the pixel limit gets its own message (a small file claiming 10000 x 10000 pixels)', async () => {
      const png = Buffer.from(await makePng());
      // IHDR starts at byte 8: length (4), type (4), width (4), height (4), ...; then its CRC over type+data.
      png.writeUInt32BE(10_000, 16);
      png.writeUInt32BE(10_000, 20);
      png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
      return expectRefused(
        { filename: 'huge.png', contentType: 'image/png', data: png },
        413,
        'This image is too large in dimensions. Please upload a photo of at most 40 megapixels.',
      );
    });

    it('a truncated PNG', async () => {
      const png = await makePng();
      return expectRefused({ filename: 'cut.png', contentType: 'image/png', data: png.subarray(0, png.length - 30) }, 415, 'File must be an image');
    });

    it('a second file field or a file under another name', async () => {
      const res = await submit(user, verificationForm(), { field: 'avatar', filename: 'a.png', contentType: 'image/png', data: await makePng() });
      expect(res.statusCode).toBe(400);
      expect(await statusOf(user.id)).toBe('not_verified');
    });
  });

  it('a polyglot PNG with an HTML payload appended is accepted as the image it is, and the stored file does not carry the payload', async () => {
    // "Rejected" here means the payload never reaches storage: the upload decodes as a valid PNG, and
    // what is stored is a PNG re-encoded from its pixels, so bytes after IEND are gone.
    const user = await t.createUser();
    const payload = Buffer.from('<html><script>fetch("/api/me").then(r=>r.text()).then(alert)</script></html>');
    const res = await submit(user, verificationForm(), { filename: 'id.png', contentType: 'image/png', data: Buffer.concat([await makePng(), payload]) });
    expect(res.statusCode).toBe(200);
    const photo = await t.request(user, { method: 'GET', url: '/api/verification/photo' });
    expect(photo.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(photo.rawPayload.includes(Buffer.from('<html>'))).toBe(false);
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('png');
    const [row] = await t.db.select().from(userVerifications).where(eq(userVerifications.userId, user.id));
    const stored = fs.readFileSync(storedFiles(store.dir).find((f) => f.endsWith(row!.photoKey!))!);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('is refused while pending or verified; after a rejection an update may keep or replace the photo', async () => {
    const user = await t.createUser();
    const png = await makePng();
    expect((await submit(user, verificationForm(), { filename: 'id.png', contentType: 'image/png', data: png })).statusCode).toBe(200);

    const whilePending = await submit(user, verificationForm({ fullName: 'Changed' }), { filename: 'id.png', contentType: 'image/png', data: png });
    expect(whilePending.statusCode).toBe(409);
    expect(whilePending.json().error.message).toBe('Your verification is being reviewed. You can update it once the review is finished.');

    await t.db.update(users).set({ accountStatus: 'verified' }).where(eq(users.id, user.id));
    const whileVerified = await submit(user, verificationForm(), { filename: 'id.png', contentType: 'image/png', data: png });
    expect(whileVerified.statusCode).toBe(409);
    expect(whileVerified.json().error.message).toBe('Your account is already verified.');

    // Rejected: not_verified again. An update without a photo keeps the first one.
    await resetToNotVerified(user.id);
    const [first] = await t.db.select().from(userVerifications).where(eq(userVerifications.userId, user.id));
    const keep = await submit(user, verificationForm({ fullName: 'Ada K. Lovelace' }));
    expect(keep.statusCode).toBe(200);
    expect(keep.json().verification).toMatchObject({
      accountStatus: 'pending',
      verification: { fullName: 'Ada K. Lovelace', verificationId: first!.verificationId, hasPhoto: true },
    });
    const [kept] = await t.db.select().from(userVerifications).where(eq(userVerifications.userId, user.id));
    expect(kept!.photoKey).toBe(first!.photoKey);

    // A new photo replaces the old file, which is removed from the store.
    await resetToNotVerified(user.id);
    const replace = await submit(user, verificationForm(), { filename: 'id.gif', contentType: 'image/gif', data: await makeGif() });
    expect(replace.statusCode).toBe(200);
    const [replaced] = await t.db.select().from(userVerifications).where(eq(userVerifications.userId, user.id));
    expect(replaced!.photoKey).not.toBe(first!.photoKey);
    expect(replaced!.photoContentType).toBe('image/gif');
    const files = storedFiles(store.dir);
    expect(files.some((f) => f.endsWith(first!.photoKey!))).toBe(false);
    expect(files.some((f) => f.endsWith(replaced!.photoKey!))).toBe(true);
  });

  it('two submissions at once make one pending review', async () => {
    const user = await t.createUser();
    const png = await makePng();
    const results = await Promise.all([1, 2].map(() => submit(user, verificationForm(), { filename: 'id.png', contentType: 'image/png', data: png })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await statusOf(user.id)).toBe('pending');
    const [row] = await t.db.select().from(userVerifications).where(eq(userVerifications.userId, user.id));
    // The loser's file was removed again: only the winner's photo is in the store.
    const mine = storedFiles(store.dir).filter((f) => f.endsWith(row!.photoKey!));
    expect(mine.length).toBe(1);
  });

  it('photos are private: only the owner (own route) and admins (admin route) get them', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const admin = await t.createAdmin();
    expect((await submit(owner, verificationForm(), { filename: 'id.png', contentType: 'image/png', data: await makePng() })).statusCode).toBe(200);
    const [row] = await t.db.select().from(userVerifications).where(eq(userVerifications.userId, owner.id));

    // Another user has no URL for someone else's photo: their own route answers 404 (they have none).
    const otherOwn = await t.request(other, { method: 'GET', url: '/api/verification/photo' });
    expect(otherOwn.statusCode).toBe(404);
    // The admin route refuses them (403) and anonymous callers (401) the same way for every id,
    // so it reveals neither the photo nor whether one exists.
    const otherAdminRoute = await t.request(other, { method: 'GET', url: `/api/admin/verifications/${owner.id}/photo` });
    expect(otherAdminRoute.statusCode).toBe(403);
    expect(otherAdminRoute.rawPayload.includes(Buffer.from('PNG'))).toBe(false);
    const anonymousAdminRoute = await t.request(null, { method: 'GET', url: `/api/admin/verifications/${owner.id}/photo` });
    expect(anonymousAdminRoute.statusCode).toBe(401);
    const anonymousOwnRoute = await t.request(null, { method: 'GET', url: '/api/verification/photo' });
    expect(anonymousOwnRoute.statusCode).toBe(401);
    // The store is not served under any public path.
    for (const url of [`/user-verification/${row!.photoKey}`, `/private/user-verification/${row!.photoKey}`, `/api/user-verification/${row!.photoKey}`]) {
      const res = await t.request(null, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }

    const asAdmin = await t.request(admin, { method: 'GET', url: `/api/admin/verifications/${owner.id}/photo` });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('image/png');
    expect(asAdmin.headers['x-content-type-options']).toBe('nosniff');
    expect(asAdmin.headers['content-disposition']).toBe('inline; filename="verification.png"');
    expect(asAdmin.headers['cache-control']).toBe('no-store');
    expect((await sharp(asAdmin.rawPayload).metadata()).format).toBe('png');
    const own = await t.request(owner, { method: 'GET', url: '/api/verification/photo' });
    expect(own.rawPayload.equals(asAdmin.rawPayload)).toBe(true);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('no-store');

    // No photo for this user id: 404 for the admin too.
    const none = await t.request(admin, { method: 'GET', url: `/api/admin/verifications/${other.id}/photo` });
    expect(none.statusCode).toBe(404);
  });

  it('anonymous callers cannot read or submit', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/verification' })).statusCode).toBe(401);
    const res = await submit(null, verificationForm(), { filename: 'id.png', contentType: 'image/png', data: await makePng() });
    expect(res.statusCode).toBe(401);
  });
});
