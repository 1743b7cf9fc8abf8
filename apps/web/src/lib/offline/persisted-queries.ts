import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, keys, set } from 'idb-keyval';

/**
 * The signed-in player's last answers, kept in this browser so their pages open offline (decision 047). One record
 * per account in IndexedDB (database `arena-offline`), and only one account's at a time: the account the server says
 * is signed in. Another account signing in removes the previous one's record; signing out removes them all. A
 * record is read back into the page only for the account the server confirmed, or, when the server cannot be
 * reached, for the last account it confirmed.
 * TanStack Query's own dehydrate / hydrate write and read it.
 */
const store = createStore('arena-offline', 'queries');
const LAST_ACCOUNT = 'last-account';
const recordOf = (accountId: string) => `account:${accountId}`;
/** Older than this, a record is not shown: a week offline is a long time for balances and standings. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Answers kept by a build that read other contracts are not shown by this one. */
const CONTRACTS = __ARENA_CONTRACTS_VERSION__;
/** At most one write a second, however many answers arrive. */
const SAVE_DELAY_MS = 1000;

interface KeptRecord {
  savedAt: number;
  contracts: string;
  state: DehydratedState;
}

/** The record being written, if any: a save still waiting when its account left is dropped, never written. */
let activeRecord: string | undefined;
let stopSaving: (() => void) | undefined;

/** Keeps `accountId`'s answers from now on; any other account's record on this browser is removed. */
export async function rememberAccount(queryClient: QueryClient, accountId: string): Promise<void> {
  const record = recordOf(accountId);
  if (activeRecord === record) return;
  stopSaving?.();
  activeRecord = record;
  const stored = await keys<string>(store);
  await Promise.all(stored.filter((key) => key !== record && key !== LAST_ACCOUNT).map((key) => del(key, store)));
  await set(LAST_ACCOUNT, accountId, store);
  // The same account's earlier answers stay in the record beside this page's (a newer answer wins): the record grows
  // with every page the player opens, instead of holding only the page of the last visit. They are not put back in
  // this page's cache: online, a page shows what the server answers now, or its error, never an older copy unmarked.
  const kept = await readRecord(record);
  if (activeRecord !== record) return; // signed out meanwhile
  stopSaving = saveWhileActive(queryClient, record, kept?.state);
}

/** Writes the cache's loaded answers (never a mutation: an action is never replayed from here) as they change. */
function saveWhileActive(queryClient: QueryClient, record: string, earlier: DehydratedState | undefined): () => void {
  let timer: number | undefined;
  const save = () => {
    timer = undefined;
    if (activeRecord !== record) return;
    const now = dehydrate(queryClient, { shouldDehydrateMutation: () => false });
    const answeredNow = new Set(now.queries.map((query) => query.queryHash));
    const kept: KeptRecord = {
      savedAt: Date.now(),
      contracts: CONTRACTS,
      state: { ...now, queries: [...now.queries, ...(earlier?.queries ?? []).filter((query) => !answeredNow.has(query.queryHash))] },
    };
    set(record, kept, store).catch(() => undefined);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    timer ??= window.setTimeout(save, SAVE_DELAY_MS);
  });
  // Leaving the page (another page, the app closed): what arrived in the last second is written at once.
  const flush = () => {
    if (timer === undefined) return;
    window.clearTimeout(timer);
    save();
  };
  window.addEventListener('pagehide', flush);
  save();
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    window.clearTimeout(timer);
  };
}

/** Signing out (or an admin signing in): nothing of any account stays in this browser. */
export async function forgetAccounts(): Promise<void> {
  stopSaving?.();
  stopSaving = undefined;
  activeRecord = undefined;
  await clear(store);
}

/**
 * Offline: puts the last signed-in account's kept answers back in the query cache (its account included), so the
 * pages it saw render as they were. False when there is nothing (recent enough, of these contracts) to show.
 */
export async function restoreLastAccount(queryClient: QueryClient): Promise<boolean> {
  const accountId = await get<string>(LAST_ACCOUNT, store);
  if (!accountId) return false;
  const kept = await readRecord(recordOf(accountId));
  if (!kept) return false;
  hydrate(queryClient, kept.state);
  return true;
}

/** A record this build can show: written with the same contracts, not older than MAX_AGE_MS. */
async function readRecord(record: string): Promise<KeptRecord | undefined> {
  const kept = await get<KeptRecord>(record, store);
  return kept && kept.contracts === CONTRACTS && Date.now() - kept.savedAt <= MAX_AGE_MS ? kept : undefined;
}
