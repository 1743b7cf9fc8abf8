import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { RealtimeHandlers } from '@/lib/feature';
import { meQueryKey, useMe } from '@/lib/me';
import type { Me } from '@arena/shared';
import { nextTask } from '@/lib/next-task';
import { features } from './features';

const MAX_RETRY_DELAY_MS = 30_000;
/** After a server restart, each tab waits up to this much longer than the back-off, at random. */
const RESTART_SPREAD_MS = 1000;

/**
 * One EventSource on /api/events for the signed-in account (Server-Sent Events, cookie-authenticated). Each
 * event goes to the handlers the features registered for its topic (`realtime` in their routes.tsx, loaded
 * before the stream opens): each feature keeps its own cache up to date.
 *
 * The stream resumes where the page read its data (docs/decisions/050-stream-resume.md): it opens from the cursor of
 * the account's first read (`eventsCursor` of GET /api/me, taken before the page's other reads), and the server
 * first replays what came after it; its `cursor` frames move it on, and every reconnection resumes from the last one
 * (the browser's own sends it as Last-Event-ID). So a page reads each list once, and a reconnection reads nothing
 * again. Only when the server cannot replay (no cursor, one older than its window, too many events since) does it
 * say `resync`, and every feature then refetches what it shows.
 *
 * The browser reconnects by itself after a dropped connection; when the server refuses the stream (signed out,
 * restarted) the source is closed and we retry with back-off and re-check the session. A stream the server ends on
 * purpose says why in a last `close` event, and stays closed: after a sign-out or a ban the session is re-checked; a
 * stream replaced by a newer tab of the same account must not reconnect, or it would replace another tab's stream in
 * turn. A server that stops (a restart, a deploy) sends a last `restart` event: the stream reconnects with back-off
 * and a random spread of up to a second, so that the tabs of a whole process do not all come back in the same instant.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const accountId = me?.id;

  useEffect(() => {
    if (!accountId || typeof EventSource === 'undefined') return;
    let handlers: RealtimeHandlers[] = [];
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let stopped = false;
    // Where the stream resumes: the account's read for now (the page's reads came after it), then each cursor frame's.
    let cursor = queryClient.getQueryData<Me | null>(meQueryKey)?.eventsCursor ?? null;

    const connect = () => {
      source = new EventSource(cursor ? `/api/events?after=${encodeURIComponent(cursor)}` : '/api/events', { withCredentials: true });
      source.addEventListener('open', () => {
        attempts = 0;
      });
      source.addEventListener('cursor', (event) => {
        cursor = (event as MessageEvent<string>).lastEventId || cursor;
      });
      // The server could not replay what this page missed: every feature reads what it shows again.
      source.addEventListener('resync', () => {
        for (const handler of handlers) handler.onResync?.(queryClient);
      });
      for (const [topic, listeners] of listenersByTopic(handlers)) {
        source.addEventListener(topic, (event) => {
          const data = safeJson((event as MessageEvent<string>).data);
          for (const listener of listeners) void listener(data, queryClient);
        });
      }
      source.addEventListener('close', (event) => {
        source?.close();
        const reason = (safeJson((event as MessageEvent<string>).data) as { reason?: string } | null)?.reason;
        if (reason === 'replaced') return;
        // The session this stream was opened with ended. Signed out or banned: the session check below finds no
        // account and the provider stops. Still signed in with a new session (changing one's password signs the tab in
        // again): the stream reopens with it, with the same back-off as a refused stream.
        void queryClient.invalidateQueries({ queryKey: meQueryKey }).then(() => {
          if (!stopped && queryClient.getQueryData<Me | null>(meQueryKey)?.id === accountId) retryLater();
        });
      });
      source.addEventListener('restart', () => {
        source?.close();
        retryLater(Math.random() * RESTART_SPREAD_MS);
      });
      source.addEventListener('error', () => {
        if (!source || source.readyState !== EventSource.CLOSED || stopped) return;
        // The server refused or ended the stream for good: maybe the session is gone.
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        retryLater();
      });
    };
    const retryLater = (spreadMs = 0) => {
      attempts += 1;
      const delay = Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** Math.min(attempts, 5)) + spreadMs;
      retryTimer = setTimeout(connect, delay);
    };

    const start = async () => {
      // Each import adds its module's preloads to the page (a few milliseconds per link on a slow phone): one
      // feature per task, rather than one task of them all (190 ms at 4x CPU on /dashboard).
      const loading: Promise<RealtimeHandlers>[] = [];
      for (const feature of features) {
        if (stopped) return;
        if (!feature.realtime) continue;
        loading.push(feature.realtime());
        await nextTask();
      }
      const loaded = await Promise.all(loading);
      if (stopped) return;
      handlers = loaded;
      connect();
    };
    // Once the page has rendered and the browser is idle: loading the handlers' modules inside the first render's
    // effects made one task of them and the page's own start (357 ms at 4x CPU on /dashboard, half of it theirs).
    // Events sent meanwhile are replayed when the stream opens.
    const idle = whenIdle(() => void start());
    return () => {
      stopped = true;
      idle.cancel();
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [accountId, queryClient]);

  return children;
}

type Listener = (data: unknown, queryClient: QueryClient) => void | Promise<void>;

/** The topics some feature listens to, each with its listeners. */
function listenersByTopic(handlers: RealtimeHandlers[]): Map<string, Listener[]> {
  const byTopic = new Map<string, Listener[]>();
  for (const handler of handlers) {
    for (const [topic, listener] of Object.entries(handler.events ?? {})) {
      if (listener) byTopic.set(topic, [...(byTopic.get(topic) ?? []), listener]);
    }
  }
  return byTopic;
}

/** Runs `fn` when the browser is idle (within a second at the latest); a timer where there is no requestIdleCallback (Safari). */
function whenIdle(fn: () => void): { cancel: () => void } {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(fn, { timeout: 1000 });
    return { cancel: () => cancelIdleCallback(handle) };
  }
  const timer = setTimeout(fn, 0);
  return { cancel: () => clearTimeout(timer) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
