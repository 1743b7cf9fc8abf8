import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/lib/me';
import { testQueryClient, WAIT_FOR_MS } from '@/testing/render';
import { RealtimeProvider } from './realtime-provider';

/** Stands in for the browser's EventSource: the test fires the stream's events by hand. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  fire(type: string, data = '', lastEventId = ''): void {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data, lastEventId }));
  }
}

/** The cursor of the account's read (GET /api/me): the page's other reads came after it. */
const PAGE_CURSOR = '1764200000000:100:105:101,103';

/** Renders the provider for a signed-in account and waits for its stream (it opens once the handlers are loaded). */
async function renderProvider() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, { id: 'u1', eventsCursor: PAGE_CURSOR });
  render(
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>{null}</RealtimeProvider>
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1), { timeout: WAIT_FOR_MS });
  return queryClient;
}

describe('RealtimeProvider', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    // The session re-check after a sign-out: the server now answers that no one is signed in.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(null)),
    );
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a stream replaced by a newer tab stays closed: it does not reconnect and push out another tab in turn', async () => {
    const queryClient = await renderProvider();
    const [source] = FakeEventSource.instances;
    act(() => source!.fire('open'));
    act(() => source!.fire('close', JSON.stringify({ reason: 'replaced' })));
    expect(source!.readyState).toBe(FakeEventSource.CLOSED);
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(false);
  });

  it('a stream closed by a sign-out or a ban re-checks the session instead of reconnecting', async () => {
    const queryClient = await renderProvider();
    const [source] = FakeEventSource.instances;
    act(() => source!.fire('open'));
    act(() => source!.fire('close', JSON.stringify({ reason: 'signed-out' })));
    expect(source!.readyState).toBe(FakeEventSource.CLOSED);
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('a stream whose session was replaced by a new one of the same account (a password change) reopens', async () => {
    // The session re-check finds the account still signed in, with the new session.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ id: 'u1' })),
    );
    await renderProvider();
    const [source] = FakeEventSource.instances;
    act(() => source!.fire('open'));
    act(() => source!.fire('close', JSON.stringify({ reason: 'signed-out' })));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('opening reads nothing again: the stream resumes from the cursor of the page read, and the server replays', async () => {
    const queryClient = await renderProvider();
    const [source] = FakeEventSource.instances;
    expect(source!.url).toBe(`/api/events?after=${encodeURIComponent(PAGE_CURSOR)}`);
    act(() => source!.fire('open'));
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(false);
  });

  it('a resync (the server cannot replay what was missed) refetches what every feature shows', async () => {
    const queryClient = await renderProvider();
    act(() => FakeEventSource.instances[0]!.fire('open'));
    act(() => FakeEventSource.instances[0]!.fire('resync', '{}'));
    // The wallet feature refetches the account (its balance) among the rest.
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
  });

  it('a stream refused by the server (a restart) is retried with back-off', async () => {
    await renderProvider();
    const [source] = FakeEventSource.instances;
    act(() => {
      source!.close();
      source!.fire('error');
    });
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('a stream ended by a server restart reconnects after a back-off, from its last cursor, without refetching', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const queryClient = await renderProvider();
    const [source] = FakeEventSource.instances;
    act(() => source!.fire('open'));
    act(() => source!.fire('cursor', '{}', '1764200025000:110:110:'));
    act(() => source!.fire('restart', JSON.stringify({ reason: 'server-restart' })));
    expect(source!.readyState).toBe(FakeEventSource.CLOSED);
    // Back-off (2 s) plus the spread (0.5 s here): not before.
    act(() => {
      vi.advanceTimersByTime(2_400);
    });
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]!.url).toBe(`/api/events?after=${encodeURIComponent('1764200025000:110:110:')}`);
    act(() => FakeEventSource.instances[1]!.fire('open'));
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(false);
    vi.mocked(Math.random).mockRestore();
  });
});
