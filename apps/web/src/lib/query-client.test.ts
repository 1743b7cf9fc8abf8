import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ArenaQueryClient } from './query-client';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ArenaQueryClient', () => {
  it('a query invalidated during its first fetch is read again once that fetch settles', async () => {
    const client = new ArenaQueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const queryFn = () => answers[calls++]!.promise;
    // A mounted screen: its observer starts the first fetch.
    const observer = new QueryObserver(client, { queryKey: ['bracket'], queryFn });
    const stop = observer.subscribe(() => undefined);
    expect(calls).toBe(1);
    // The event arrives while that first read is on its way; the read then answers with the state before the change.
    const invalidated = client.invalidateQueries({ queryKey: ['bracket'] });
    answers[0]!.resolve('before the change');
    await invalidated;
    await expect.poll(() => calls).toBe(2);
    answers[1]!.resolve('after the change');
    await expect.poll(() => client.getQueryData(['bracket'])).toBe('after the change');
    stop();
    client.clear();
  });

  it('asks again once only, so a read that keeps failing is not repeated in a loop', async () => {
    const client = new ArenaQueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    const queryFn = () => {
      calls += 1;
      return Promise.reject(new Error('down'));
    };
    const observer = new QueryObserver(client, { queryKey: ['down'], queryFn });
    const stop = observer.subscribe(() => undefined);
    await client.invalidateQueries({ queryKey: ['down'] });
    await expect.poll(() => calls === 2 && client.getQueryState(['down'])?.fetchStatus === 'idle').toBe(true);
    // Whatever a settled read would set off has started by the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(2);
    stop();
    client.clear();
  });
});
