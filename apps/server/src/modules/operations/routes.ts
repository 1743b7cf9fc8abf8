import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';

/** `::ffff:127.0.0.1` is how a dual-stack socket writes an IPv4 loopback peer. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || (net.isIPv4(plain) && plain.startsWith('127.'));
}

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * `POST /api/operations/backup`: a consistent copy of the embedded database, for `npm run backup` on the same machine
 * (db/backup.ts, docs/decisions/042-embedded-backups.md). It answers only a loopback peer (the socket's address, not a
 * forwarded one) with the token from the data directory's control file; anything else gets the 404 of a route that
 * does not exist. Registered only on the embedded database, and only by a server that wrote its control file.
 */
export async function backupRoutes(app: FastifyInstance, opts: { database: Database; token: string }) {
  const backup = opts.database.backup?.bind(opts.database);
  if (!backup) return;
  app.post('/api/operations/backup', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!isLoopback(request.socket.remoteAddress) || !given || !sameToken(given, opts.token)) throw notFound();
    const started = Date.now();
    const copy = Buffer.from(await (await backup()).arrayBuffer());
    request.log.info({ bytes: copy.length, ms: Date.now() - started }, 'embedded database backup taken');
    return reply.type('application/gzip').header('content-disposition', 'attachment; filename="arena-backup.tar.gz"').send(copy);
  });
}
