import type { Notification } from '@arena/shared';
import type { FastifyInstance } from 'fastify';

export interface SseFrame {
  event: string;
  data: string;
  /** The frame's `id:` (a cursor frame's), if it has one. */
  id?: string;
}

/** Matches the notification frame of notification `id`. */
export const isNotification = (id: string) => (frame: SseFrame) => frame.event === 'notification' && (JSON.parse(frame.data) as Notification).id === id;

export interface SseClient {
  /** Frames received so far, in order (comments such as keep-alives are not frames). */
  frames: SseFrame[];
  /** Comment lines received so far (': connected', ': keepalive'). */
  comments: string[];
  status: number;
  contentType: string | null;
  /** True once the server has ended the stream. */
  ended: boolean;
  /** Resolves with the first frame matching `predicate`, polling what has arrived for up to `timeoutMs`. */
  waitFor(predicate: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  close(): void;
}

/** The base URL of an app started with `app.listen({ port: 0, host: '127.0.0.1' })`. */
export function baseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

/** Resolves once `condition()` is true, checking every 10 ms for at most `timeoutMs`; rejects with `what` otherwise. */
export async function eventually(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Opens GET /api/events with Node's fetch and parses the Server-Sent-Event stream as it arrives.
 * Resolves once the server's opening comment (': connected') is in, i.e. the connection is registered.
 * `after`: the page's cursor (`?after=`); `lastEventId`: the browser's own reconnection (the Last-Event-ID header).
 */
export async function openEventStream(base: string, cookie: string, resume: { after?: string; lastEventId?: string } = {}): Promise<SseClient> {
  const controller = new AbortController();
  const url = resume.after === undefined ? `${base}/api/events` : `${base}/api/events?after=${encodeURIComponent(resume.after)}`;
  const headers: Record<string, string> = { cookie, accept: 'text/event-stream' };
  if (resume.lastEventId !== undefined) headers['last-event-id'] = resume.lastEventId;
  const response = await fetch(url, { headers, signal: controller.signal });
  const frames: SseFrame[] = [];
  const comments: string[] = [];
  const client: SseClient = {
    frames,
    comments,
    status: response.status,
    contentType: response.headers.get('content-type'),
    ended: false,
    async waitFor(predicate, timeoutMs = 10_000) {
      let found: SseFrame | undefined;
      await eventually(() => (found = frames.find(predicate)) !== undefined, 'an SSE frame', timeoutMs);
      return found!;
    },
    close: () => controller.abort(),
  };
  if (!response.ok || !response.body) return client;

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          client.ended = true;
          return;
        }
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let id: string | undefined;
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('id:')) id = line.slice(3).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
          }
          if (data.length) frames.push(id === undefined ? { event, data: data.join('\n') } : { event, data: data.join('\n'), id });
        }
      }
    } catch {
      // aborted by close() or the server went away
    }
  })();
  await eventually(() => comments.includes('connected'), 'the SSE connection to open');
  return client;
}
