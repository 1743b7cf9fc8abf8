import type { FastifyRequest } from 'fastify';
import type { Locale } from '@arena/shared';
import { AppError } from './errors.js';

/** The signed-in account of a request (resolved by plugins/access.ts from the session cookie). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  /** The language the account chose (null: not chosen; absent: not read, as for actors outside a request). */
  language?: Locale | null;
}

/** The caller, or 401 when the request has no live session. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'error.unauthenticated');
  return request.user;
}
