/**
 * One seed of a model-based random run (docs/reliability.md, "Model-based random runs"): batches of generated
 * operations sent over the API on `connections` concurrent connections; after each batch (a quiet point) the
 * model learns the answers and the invariants are checked; at the end the accepted operations are replayed
 * one at a time on a fresh database, which must end with the same wallets. Shared by `npm run chaos` and the
 * short seed in apps/server/test/chaos-model.test.ts.
 */
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import type { Auth } from '../../apps/server/src/modules/auth/index.js';
import { createAccount } from '../../apps/server/test/factories.js';
import { Generator, prng } from './generator.js';
import { checkQuietPoint, walletsOf } from './invariants.js';
import { Model, PLAYERS } from './model.js';
import { execute, requestOf, type ApiAnswer, type ApiRequest, type Op, type RunContext } from './operations.js';

/** One database with the API in front of it. `request` sends one HTTP request with the given cookie. */
export interface Target {
  db: Db;
  auth: Auth;
  request(cookie: string, request: Omit<ApiRequest, 'user'>): Promise<ApiAnswer>;
}

export interface SeedOptions {
  seed: number;
  operations: number;
  connections: number;
  target: Target;
  /** A fresh database for the replay; closed by the caller. */
  replayTarget: () => Promise<Target>;
  log?: (line: string) => void;
}

export interface SeedResult {
  seed: number;
  operations: number;
  accepted: number;
  quietPoints: number;
  /** Answers by operation and status, e.g. `bid 201: 812`. */
  answers: Map<string, number>;
  seconds: number;
  /** Of `seconds`, the time spent checking the invariants at quiet points. */
  checkSeconds: number;
  replaySeconds: number;
}

export class ChaosViolation extends Error {
  constructor(
    readonly seed: number,
    readonly invariant: string,
  ) {
    super(`seed ${seed}: ${invariant}\nreplay it: npm run chaos -- --seed ${seed} (the short seed in npm test: CHAOS_SEED=${seed})`);
  }
}

interface World {
  players: Array<{ id: string; cookie: string }>;
  admins: Array<{ id: string; cookie: string }>;
}

/** 50 players and two admins (four-eyes), signed in; the same on every database. */
async function createWorld(target: Target): Promise<World> {
  const account = (name: string, role: 'user' | 'admin') =>
    createAccount(target.db, target.auth, { email: `chaos-${name}@arena.test`, password: 'chaos-password', name: `Chaos ${name}`, role });
  const players = [];
  for (let i = 0; i < PLAYERS; i += 1) players.push(await account(`player${i}`, 'user'));
  const admins = [await account('admin0', 'admin'), await account('admin1', 'admin')];
  return { players, admins };
}

function runContext(target: Target, world: World): RunContext {
  const ids = new Map<string, string>();
  world.players.forEach((p, i) => ids.set(`player${i}`, p.id));
  return {
    ids,
    send: (request) => target.request((request.user.role === 'player' ? world.players : world.admins)[request.user.index]!.cookie, request),
    async endAuction(playerId) {
      await target.db.execute(
        sql`update mob_requests set expires_at = now() - interval '1 minute' where player_id = ${playerId} and status = 'pending' and expires_at > now()`,
      );
    },
  };
}

/** One operation as sent: a twin is the same request sent twice at once, a retry resends an answered one. */
interface Sent {
  op: Op;
  key: string;
  twinOf?: number;
  retryOf?: Done;
  answer?: ApiAnswer;
  /** Order in which answers arrived within the batch. */
  arrival?: number;
}
type Done = Sent & { answer: ApiAnswer };

export async function runSeed(options: SeedOptions): Promise<SeedResult> {
  const { seed, target } = options;
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const random = prng(seed);
  const model = new Model();
  const generator = new Generator(model, random);
  const world = await createWorld(target);
  const ctx = runContext(target, world);
  const playerIds = world.players.map((p) => p.id);
  const fail = (invariant: string): never => {
    throw new ChaosViolation(seed, invariant);
  };

  /** Accepted operations, batch by batch in the order their answers arrived: what the replay runs. */
  const accepted: Array<Array<{ op: Op; key: string }>> = [];
  const answered: Done[] = [];
  const answers = new Map<string, number>();
  let sentCount = 0;
  let quietPoints = 0;
  let checkSeconds = 0;
  let nextLog = 1000;

  while (sentCount < options.operations) {
    const size = Math.min(options.operations - sentCount, 1 + Math.floor(random() * options.connections * 5));
    const batch: Sent[] = generator.nextBatch(size).map((op) => ({ op, key: `chaos-${seed}-${(sentCount += 1)}` }));
    if (batch.length === 0) fail('the generator found nothing to do');
    // Duplicate submissions with the same Idempotency-Key: a twin sent alongside, or a retry of an earlier answer.
    for (let i = 0, n = batch.length; i < n; i += 1) {
      if (random() < 0.05 && requestOf(batch[i]!.op, ctx, batch[i]!.key)) batch.push({ ...batch[i]!, twinOf: i });
    }
    if (answered.length > 0 && random() < 0.3) {
      const earlier = answered[Math.floor(random() * answered.length)]!;
      batch.push({ op: earlier.op, key: earlier.key, retryOf: earlier });
    }

    // In flight on `connections` connections, until every answer is in: then it is a quiet point.
    let next = 0;
    let arrivals = 0;
    await Promise.all(
      Array.from({ length: Math.min(options.connections, batch.length) }, async () => {
        while (next < batch.length) {
          const sent = batch[next++]!;
          sent.answer = await execute(sent.op, ctx, sent.key);
          sent.arrival = arrivals++;
        }
      }),
    );
    quietPoints += 1;

    // The model learns the batch in the order it was generated (the batch's operations commute).
    const acceptedHere: Array<{ op: Op; key: string; arrival: number }> = [];
    batch.forEach((sent) => {
      const answer = sent.answer!;
      const label = `${sent.retryOf ? 'retry' : sent.twinOf !== undefined ? 'twin' : sent.op.kind} ${answer.status}`;
      answers.set(label, (answers.get(label) ?? 0) + 1);
      if (answer.status >= 500) fail(`no server error: ${sent.op.kind} answered ${answer.status} ${JSON.stringify(answer.body)}`);
      if (sent.retryOf) {
        if (answer.status !== sent.retryOf.answer.status || !isDeepStrictEqual(answer.body, sent.retryOf.answer.body))
          fail(`a retry with the same Idempotency-Key returns the first answer: ${sent.op.kind} first ${sent.retryOf.answer.status}, retry ${answer.status}`);
        return;
      }
      if (sent.twinOf !== undefined) {
        const first = batch[sent.twinOf]!.answer!;
        if (first.status < 300 && answer.status < 300 && !isDeepStrictEqual(first.body, answer.body))
          fail(`two requests with one Idempotency-Key get one answer: ${sent.op.kind} answered twice differently`);
        // The model learns a pair once: from the first, unless only the twin was accepted (the first was
        // refused and rolled back with its key, then the twin ran).
        if (first.status < 300 || answer.status >= 300) return;
      } else if (answer.status >= 300) return;
      const problem = model.apply(sent.op, answer);
      if (problem) fail(problem);
      acceptedHere.push({ op: sent.op, key: sent.key, arrival: sent.arrival! });
      if (requestOf(sent.op, ctx, sent.key)) answered.push(sent as Done);
    });
    accepted.push(acceptedHere.sort((a, b) => a.arrival - b.arrival).map(({ op, key }) => ({ op, key })));

    const checkStarted = performance.now();
    const problems = await checkQuietPoint(target.db, model, playerIds);
    checkSeconds += (performance.now() - checkStarted) / 1000;
    if (problems.length > 0) fail(`after ${sentCount} operations (quiet point ${quietPoints}): ${problems.slice(0, 5).join('; ')}`);
    if (sentCount >= nextLog) {
      log(`  seed ${seed}: ${sentCount} operations, ${quietPoints} quiet points, ${((performance.now() - started) / 1000).toFixed(0)} s`);
      nextLog += 1000;
    }
  }
  const seconds = (performance.now() - started) / 1000;

  // Replay: the accepted operations, one at a time, on a fresh database. Within a batch the answers' order
  // is the commit order except when two answers crossed on the way back: an operation the replay refuses is
  // tried again after the others of its batch.
  const replayStarted = performance.now();
  const replay = await options.replayTarget();
  const replayWorld = await createWorld(replay);
  const replayCtx = runContext(replay, replayWorld);
  for (const batch of accepted) {
    const queue = batch.map((a) => ({ ...a, tries: 0 }));
    while (queue.length > 0) {
      const item = queue.shift()!;
      const answer = await execute(item.op, replayCtx, item.key);
      if (answer.status < 300) continue;
      if (answer.status >= 500 || (item.tries += 1) > batch.length)
        fail(`the replay accepts what the run accepted: ${item.op.kind} ${JSON.stringify(item.op)} answered ${answer.status} ${JSON.stringify(answer.body)}`);
      queue.push(item);
    }
  }
  const [original, replayed] = await Promise.all([
    walletsOf(target.db, playerIds),
    walletsOf(
      replay.db,
      replayWorld.players.map((p) => p.id),
    ),
  ]);
  original.forEach((w, i) => {
    if (w.balance !== replayed[i]!.balance || w.held !== replayed[i]!.held)
      fail(
        `replaying the accepted operations gives the same balances: player ${i} ${w.balance}/${w.held} held, replay ${replayed[i]!.balance}/${replayed[i]!.held}`,
      );
  });
  const replayProblems = await checkQuietPoint(
    replay.db,
    model,
    replayWorld.players.map((p) => p.id),
  );
  if (replayProblems.length > 0) fail(`after the replay: ${replayProblems.slice(0, 5).join('; ')}`);

  return {
    seed,
    operations: sentCount,
    accepted: accepted.reduce((n, b) => n + b.length, 0),
    quietPoints,
    answers,
    seconds,
    checkSeconds,
    replaySeconds: (performance.now() - replayStarted) / 1000,
  };
}
