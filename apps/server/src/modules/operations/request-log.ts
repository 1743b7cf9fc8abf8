import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One JSON line per answered request instead of Fastify's two (`incoming request`, `request completed`): the request
 * id (`reqId`, bound by Fastify), the account, the route pattern (never the URL, whose path or query may carry a
 * token), the method, the status and the latency in milliseconds.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // The completed line says it all; a request that never completes is in the server's error lines.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      userId: request.user?.id ?? null,
      method: request.method,
      route: request.routeOptions.url ?? null,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
