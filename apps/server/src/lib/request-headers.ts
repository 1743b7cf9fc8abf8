import type { FastifyRequest } from 'fastify';

/**
 * The request's headers as a Fetch `Headers` object, for better-auth. It also gets the client address
 * Fastify computed (`x-forwarded-for`), so its rate limits and session records see the real client.
 */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}
