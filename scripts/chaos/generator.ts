/**
 * The seeded generator: from the model at a quiet point, the next batch of operations, each picked by weight
 * from the domain's list below and aimed at something the model knows (a pending deposit, the leader of an
 * auction…). Some are meant to be refused (a bid below the leader, the wrong admin approving), and several in
 * one batch often race for the same thing; only operations that settle an auction or a competition (its end,
 * start, champion, cancellation, a decision on a bid) take it for themselves in a batch, so that the model can
 * learn a batch's answers in any order.
 */
import { leaderOf, PLAYERS, type Auction, type Competition, type Model } from './model.js';
import type { Admin, Op, Player } from './operations.js';

/** Small seeded PRNG (mulberry32): a run replays exactly from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const TEAM_NAMES = ['Aigles', 'Lions', 'Requins', 'Tigres', 'Faucons', 'Taureaux', 'Cobras', 'Loups'];

export class Generator {
  private handles = 0;

  constructor(
    private readonly model: Model,
    private readonly random: () => number,
  ) {}

  private pick<T>(list: T[]): T | undefined {
    return list.length === 0 ? undefined : list[Math.floor(this.random() * list.length)];
  }
  private chance(p: number): boolean {
    return this.random() < p;
  }
  /** An integer in [min, max], skewed towards min. */
  private amount(min: number, max: number): number {
    const r = this.random();
    return min + Math.floor(r * r * (max - min + 1));
  }
  private player(): Player {
    return Math.floor(this.random() * PLAYERS);
  }
  /** Mostly a player who can afford `cents` (per the model), now and then anyone (who may be refused). */
  private payer(cents: number): Player {
    if (this.chance(0.15)) return this.player();
    const held = this.model.held();
    const able = this.model.balance.map((_, i) => i).filter((i) => this.model.balance[i]! - held[i]! >= cents);
    return this.pick(able) ?? this.player();
  }
  private admin(): Admin {
    return this.chance(0.5) ? 0 : 1;
  }
  private other(admin: Admin): Admin {
    // Usually the other admin, as four-eyes asks; now and then the same one, who must be refused.
    return this.chance(0.9) ? ((1 - admin) as Admin) : admin;
  }
  private handle(): string {
    this.handles += 1;
    return `op${this.handles}`;
  }

  private competitions(filter: (c: Competition) => boolean): Competition[] {
    return [...this.model.competitions.values()].filter(filter);
  }
  private auctions(filter: (a: Auction) => boolean): Auction[] {
    return [...this.model.auctions.values()].filter(filter);
  }
  private pendingRequests(type?: 'deposit' | 'withdrawal') {
    return [...this.model.requests.values()].filter((r) => r.status === 'pending' && (!type || r.type === type));
  }

  /** The domain's operations with their weights: each returns undefined when nothing fits it now. */
  private readonly operations: Array<[number, () => Op | undefined]> = [
    // The stage: a few leagues, tournaments and auctions always running.
    [40, () => this.openCompetition('league')],
    [40, () => this.openCompetition('tournament')],
    [40, () => this.openAuction()],
    // Wallet.
    [
      14,
      () => ({ kind: 'requestDeposit', handle: this.handle(), player: this.player(), amountCents: 100 * (this.chance(0.05) ? 1_200 : this.amount(5, 600)) }),
    ],
    [8, () => this.requestWithdrawal()],
    [14, () => this.decideRequest('approveTransaction')],
    [3, () => this.decideRequest('rejectTransaction')],
    [4, () => this.cancelRequest()],
    // Competitions.
    [12, () => this.enroll()],
    [6, () => this.decideEnrollment('approveEnrollment')],
    [2, () => this.decideEnrollment('rejectEnrollment')],
    [6, () => this.pickTeam()],
    [2, () => this.startLeague()],
    [2, () => this.scoreMatch()],
    [2, () => this.crownChampion()],
    [1, () => this.cancelCompetition()],
    [2, () => this.approvePrize()],
    // Marketplace.
    [12, () => this.bid()],
    [2, () => this.endAuction()],
    [3, () => this.decideBid('approveBid')],
    [1, () => this.decideBid('rejectBid')],
    // Adjustments and their second admin.
    [4, () => this.adjust()],
    [2, () => this.decideProposal('approveAdjustment')],
    [1, () => this.decideProposal('rejectAdjustment')],
  ];

  private openCompetition(kind: 'league' | 'tournament'): Op | undefined {
    const running = this.competitions((c) => c.kind === kind && (c.status === 'open' || c.status === 'started'));
    if (running.length >= 3) return undefined;
    const common = {
      handle: this.handle(),
      admin: this.admin(),
      priceCents: 100 * this.amount(1, 30),
      prizeCents: this.chance(0.15) ? 0 : 100 * this.amount(10, 1_500),
      teamNames: TEAM_NAMES,
    };
    return kind === 'league' ? { kind: 'openLeague', ...common } : { kind: 'openTournament', ...common };
  }

  private openAuction(): Op | undefined {
    if (this.auctions((a) => !a.sold).length >= 4) return undefined;
    return { kind: 'openAuction', handle: this.handle(), admin: this.admin(), priceCents: 100 * this.amount(5, 50) };
  }

  private requestWithdrawal(): Op {
    const amountCents = 100 * this.amount(1, 300);
    return { kind: 'requestWithdrawal', handle: this.handle(), player: this.payer(amountCents), amountCents };
  }

  private decideRequest(kind: 'approveTransaction' | 'rejectTransaction'): Op | undefined {
    const r = this.pick(this.pendingRequests());
    return r && { kind, target: r.handle, admin: this.admin() };
  }

  private cancelRequest(): Op | undefined {
    // Mostly a withdrawal (its hold is released), sometimes a deposit; now and then someone else's: refused.
    const r = this.pick(this.pendingRequests(this.chance(0.75) ? 'withdrawal' : undefined));
    return r && { kind: 'cancelTransaction', target: r.handle, player: this.chance(0.9) ? r.player : this.player() };
  }

  private enroll(): Op | undefined {
    const c = this.pick(this.competitions((c) => c.status === 'open'));
    return c && { kind: 'enroll', handle: this.handle(), competition: c.handle, player: this.payer(c.priceCents) };
  }

  private decideEnrollment(kind: 'approveEnrollment' | 'rejectEnrollment'): Op | undefined {
    const pending = this.competitions((c) => c.status === 'open' || c.status === 'started').flatMap((c) =>
      c.enrollments.filter((e) => e.status === 'pending').map((e) => ({ competition: c.handle, target: e.handle })),
    );
    const e = this.pick(pending);
    return e && { kind, ...e, admin: this.admin() };
  }

  private pickTeam(): Op | undefined {
    const c = this.pick(this.competitions((c) => c.status === 'open' && c.enrollments.some((e) => e.status === 'approved')));
    if (!c) return undefined;
    const picked = new Set([...c.teams.values()].map((t) => t.player));
    const waiting = c.enrollments.filter((e) => e.status === 'approved' && !picked.has(e.player));
    const e = this.pick(waiting.length > 0 ? waiting : c.enrollments.filter((e) => e.status === 'approved'));
    const taken = new Set([...c.teams.values()].map((t) => t.name));
    const free = c.teamNames.filter((n) => !taken.has(n));
    // Mostly a free name; sometimes one already taken (refused).
    const teamName = (this.chance(0.9) ? this.pick(free) : undefined) ?? this.pick(c.teamNames)!;
    return { kind: 'pickTeam', handle: this.handle(), competition: c.handle, player: e!.player, teamName };
  }

  private startLeague(): Op | undefined {
    const c = this.pick(this.competitions((c) => c.kind === 'league' && c.status === 'open' && c.teams.size >= 2));
    return c && { kind: 'startLeague', competition: c.handle, admin: this.admin() };
  }

  private scoreMatch(): Op | undefined {
    const c = this.pick(this.competitions((c) => c.kind === 'league' && c.status === 'started' && c.teams.size >= 2));
    if (!c) return undefined;
    const teams = [...c.teams.keys()];
    const team1 = this.pick(teams)!;
    const team2 = this.pick(teams.filter((t) => t !== team1))!;
    return { kind: 'scoreMatch', competition: c.handle, admin: this.admin(), team1, team2, score: `${this.amount(0, 4)}-${this.amount(0, 4)}` };
  }

  private crownChampion(): Op | undefined {
    const c = this.pick(this.competitions((c) => c.teams.size >= 1 && (c.kind === 'league' ? c.status === 'started' : c.status === 'open')));
    return c && { kind: 'crownChampion', competition: c.handle, admin: this.admin(), team: this.pick([...c.teams.keys()])! };
  }

  private cancelCompetition(): Op | undefined {
    const c = this.pick(this.competitions((c) => c.status === 'open' || c.status === 'started'));
    return c && { kind: 'cancelCompetition', competition: c.handle, admin: this.admin() };
  }

  private approvePrize(): Op | undefined {
    const c = this.pick(this.competitions((c) => c.pendingPrize !== undefined));
    return c && { kind: 'approvePrize', competition: c.handle, admin: this.other(c.pendingPrize!.crownedBy) };
  }

  private bid(): Op | undefined {
    const a = this.pick(this.auctions((a) => !a.sold && !a.ended));
    if (!a) return undefined;
    const lead = leaderOf(a);
    const minimum = lead ? lead.amountCents / 100 + 1 : a.priceCents / 100;
    // Mostly at or above the minimum; sometimes below it (refused).
    const amountDollars = this.chance(0.9) ? minimum + this.amount(0, 40) : Math.max(1, minimum - 1 - this.amount(0, 5));
    return { kind: 'bid', handle: this.handle(), auction: a.handle, player: this.payer(amountDollars * 100), amountDollars };
  }

  private endAuction(): Op | undefined {
    const a = this.pick(this.auctions((a) => !a.sold && !a.ended && leaderOf(a) !== undefined));
    return a && { kind: 'endAuction', auction: a.handle };
  }

  private decideBid(kind: 'approveBid' | 'rejectBid'): Op | undefined {
    const a = this.pick(this.auctions((a) => !a.sold && leaderOf(a) !== undefined && (kind === 'rejectBid' || a.ended)));
    if (!a) return undefined;
    // Mostly the leader; sometimes an outbid bid (an approval of it is refused).
    const bid = this.chance(0.85) ? leaderOf(a)! : this.pick(a.bids.filter((b) => b.status === 'pending'))!;
    return { kind, target: bid.handle, auction: a.handle, admin: this.admin() };
  }

  private adjust(): Op | undefined {
    const r = this.random();
    const amountDollars = r < 0.7 ? this.amount(1, 300) : r < 0.85 ? -this.amount(1, 200) : 1_000 + this.amount(1, 500);
    return { kind: 'adjust', handle: this.handle(), admin: this.admin(), player: this.player(), amountDollars };
  }

  private decideProposal(kind: 'approveAdjustment' | 'rejectAdjustment'): Op | undefined {
    const p = this.pick([...this.model.proposals.values()].filter((p) => p.status === 'pending'));
    return p && { kind, target: p.handle, admin: kind === 'approveAdjustment' ? this.other(p.proposer) : this.admin() };
  }

  /** The next batch: up to `size` operations, none settling what another in the batch also touches. */
  nextBatch(size: number): Op[] {
    const batch: Op[] = [];
    const taken = new Map<string, 'shared' | 'exclusive'>();
    const total = this.operations.reduce((sum, [w]) => sum + w, 0);
    for (let attempt = 0; batch.length < size && attempt < size * 20; attempt += 1) {
      let r = this.random() * total;
      const entry = this.operations.find(([w]) => (r -= w) < 0) ?? this.operations[0]!;
      const op = entry[1]();
      if (!op) continue;
      const subject = subjectOf(op);
      if (subject) {
        const held = taken.get(subject.name);
        if (held === 'exclusive' || (held && subject.exclusive)) continue;
        taken.set(subject.name, subject.exclusive ? 'exclusive' : 'shared');
      }
      batch.push(op);
    }
    return batch;
  }
}

/** What an operation settles (exclusive in its batch) or joins (shared with others of the batch). */
function subjectOf(op: Op): { name: string; exclusive: boolean } | undefined {
  switch (op.kind) {
    case 'bid':
      return { name: op.auction, exclusive: false };
    case 'endAuction':
      return { name: op.auction, exclusive: true };
    case 'approveBid':
    case 'rejectBid':
      return { name: op.auction, exclusive: true };
    case 'enroll':
    case 'approveEnrollment':
    case 'rejectEnrollment':
    case 'pickTeam':
    case 'scoreMatch':
    case 'approvePrize':
      return { name: op.competition, exclusive: false };
    case 'startLeague':
    case 'crownChampion':
    case 'cancelCompetition':
      return { name: op.competition, exclusive: true };
    case 'openLeague':
    case 'openTournament':
    case 'openAuction':
      // One new competition or auction per batch of each kind, so that "at most three running" holds.
      return { name: op.kind, exclusive: true };
    default:
      return undefined;
  }
}
