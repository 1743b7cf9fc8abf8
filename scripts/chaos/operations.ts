/**
 * The operations of a model-based random run, as Arena's players and admins perform them over the API. An
 * operation names what it acts on by handle (the operation that created it: `op17`), never by database id, so
 * the same list runs again on a fresh database (replay): each run keeps its own handle → id map.
 */

/** Index into the world's players (0..49) or admins (0..1). */
export type Player = number;
export type Admin = 0 | 1;
export type CompetitionKind = 'league' | 'tournament';

export type Op =
  // The back office sets the stage.
  | { kind: 'openLeague'; handle: string; admin: Admin; priceCents: number; prizeCents: number; teamNames: string[] }
  | { kind: 'openTournament'; handle: string; admin: Admin; priceCents: number; prizeCents: number; teamNames: string[] }
  | { kind: 'openAuction'; handle: string; admin: Admin; priceCents: number }
  // Wallet: deposits and withdrawals, decided by an admin (two above the four-eyes threshold).
  | { kind: 'requestDeposit'; handle: string; player: Player; amountCents: number }
  | { kind: 'requestWithdrawal'; handle: string; player: Player; amountCents: number }
  | { kind: 'approveTransaction'; target: string; admin: Admin }
  | { kind: 'rejectTransaction'; target: string; admin: Admin }
  | { kind: 'cancelTransaction'; target: string; player: Player }
  // Competitions: enroll (fee), approve or reject (refund), pick a team, play, crown (prize) or cancel (refunds).
  | { kind: 'enroll'; handle: string; competition: string; player: Player }
  | { kind: 'approveEnrollment'; target: string; competition: string; admin: Admin }
  | { kind: 'rejectEnrollment'; target: string; competition: string; admin: Admin }
  | { kind: 'pickTeam'; handle: string; competition: string; player: Player; teamName: string }
  | { kind: 'startLeague'; competition: string; admin: Admin }
  | { kind: 'scoreMatch'; competition: string; admin: Admin; team1: string; team2: string; score: string }
  | { kind: 'crownChampion'; competition: string; admin: Admin; team: string }
  | { kind: 'cancelCompetition'; competition: string; admin: Admin }
  | { kind: 'approvePrize'; competition: string; admin: Admin }
  // Marketplace: bids (each outbids the last), the auction's end (its 12 hours pass), approval or rejection.
  | { kind: 'bid'; handle: string; auction: string; player: Player; amountDollars: number }
  | { kind: 'endAuction'; auction: string }
  | { kind: 'approveBid'; target: string; auction: string; admin: Admin }
  | { kind: 'rejectBid'; target: string; auction: string; admin: Admin }
  // Admin adjustments: applied at once up to the four-eyes threshold, else proposed for the other admin.
  | { kind: 'adjust'; handle: string; admin: Admin; player: Player; amountDollars: number }
  | { kind: 'approveAdjustment'; target: string; admin: Admin }
  | { kind: 'rejectAdjustment'; target: string; admin: Admin };

export type OpKind = Op['kind'];

/** One HTTP request of an operation. `user` is who sends it. */
export interface ApiRequest {
  user: { role: 'player'; index: Player } | { role: 'admin'; index: Admin };
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  body?: unknown;
  /** Idempotency-Key header. */
  key?: string;
}

export interface ApiAnswer {
  status: number;
  // The JSON answer, read by the model where the API says what happened (e.g. a first of two approvals).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export type Send = (request: ApiRequest) => Promise<ApiAnswer>;

/** What an operation needs from its run: the handle → id map, the API, and moving time on (auction ends). */
export interface RunContext {
  ids: Map<string, string>;
  send: Send;
  /** Puts the end of the auction of marketplace player `playerId` in the past (12 hours pass). */
  endAuction(playerId: string): Promise<void>;
}

const player = (index: Player) => ({ role: 'player' as const, index });
const admin = (index: Admin) => ({ role: 'admin' as const, index });

function idOf(ctx: RunContext, handle: string): string {
  const id = ctx.ids.get(handle);
  if (!id) throw new Error(`no id for ${handle} in this run`);
  return id;
}

const COMPETITION_DATES = { startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-20T00:00:00.000Z' };

/** The single request of an operation that has one (the ones a client may retry with its key), else undefined. */
export function requestOf(op: Op, ctx: RunContext, key: string): ApiRequest | undefined {
  const base = (competition: string) => `/api/${competitionKindOf(competition, ctx) === 'league' ? 'leagues' : 'tournaments'}/${idOf(ctx, competition)}`;
  const adminBase = (competition: string) =>
    `/api/admin/${competitionKindOf(competition, ctx) === 'league' ? 'leagues' : 'tournaments'}/${idOf(ctx, competition)}`;
  switch (op.kind) {
    case 'requestDeposit':
      return {
        user: player(op.player),
        method: 'POST',
        url: '/api/wallet/deposits',
        body: { method: op.amountCents % 2 === 0 ? 'moncash' : 'natcash', amountCents: op.amountCents, transactionRef: '12345' },
        key,
      };
    case 'requestWithdrawal':
      return {
        user: player(op.player),
        method: 'POST',
        url: '/api/wallet/withdrawals',
        body: { method: 'moncash', amountCents: op.amountCents, phoneNumber: '+50937123456' },
        key,
      };
    case 'approveTransaction':
      return { user: admin(op.admin), method: 'POST', url: `/api/admin/wallet-transactions/${idOf(ctx, op.target)}/approve`, key };
    case 'rejectTransaction':
      return { user: admin(op.admin), method: 'POST', url: `/api/admin/wallet-transactions/${idOf(ctx, op.target)}/reject`, body: { reason: 'chaos' }, key };
    case 'cancelTransaction':
      return { user: player(op.player), method: 'POST', url: `/api/wallet/transactions/${idOf(ctx, op.target)}/cancel`, key };
    case 'enroll':
      return { user: player(op.player), method: 'POST', url: `${base(op.competition)}/enroll`, key };
    case 'approveEnrollment':
      return { user: admin(op.admin), method: 'POST', url: `/api/admin/requests/${idOf(ctx, op.target)}/approve`, key };
    case 'rejectEnrollment':
      return { user: admin(op.admin), method: 'POST', url: `/api/admin/requests/${idOf(ctx, op.target)}/reject`, key };
    case 'pickTeam':
      return {
        user: player(op.player),
        method: 'POST',
        url: `${base(op.competition)}/${competitionKindOf(op.competition, ctx) === 'league' ? 'team' : 'select-team'}`,
        body: { availableTeamId: idOf(ctx, `${op.competition}/${op.teamName}`) },
        key,
      };
    case 'startLeague':
      return { user: admin(op.admin), method: 'POST', url: `${adminBase(op.competition)}/status`, body: { status: 'started' }, key };
    case 'cancelCompetition':
      return competitionKindOf(op.competition, ctx) === 'league'
        ? { user: admin(op.admin), method: 'POST', url: `${adminBase(op.competition)}/status`, body: { status: 'cancelled' }, key }
        : { user: admin(op.admin), method: 'PATCH', url: `${adminBase(op.competition)}/status`, body: { status: 'cancelled' }, key };
    case 'scoreMatch':
      return {
        user: admin(op.admin),
        method: 'POST',
        url: '/api/admin/league-matches',
        body: {
          leagueId: idOf(ctx, op.competition),
          team1Id: idOf(ctx, op.team1),
          team2Id: idOf(ctx, op.team2),
          date: '2026-12-05T10:00:00.000Z',
          score: op.score,
        },
        key,
      };
    case 'crownChampion':
      return { user: admin(op.admin), method: 'POST', url: `${adminBase(op.competition)}/champion`, body: { teamId: idOf(ctx, op.team) }, key };
    case 'bid':
      return {
        user: player(op.player),
        method: 'POST',
        url: `/api/marketplace/players/${idOf(ctx, op.auction)}/bids`,
        body: { amountDollars: op.amountDollars },
        key,
      };
    case 'approveBid':
      return { user: admin(op.admin), method: 'POST', url: `/api/admin/marketplace/bids/${idOf(ctx, op.target)}/approve`, key };
    case 'rejectBid':
      return { user: admin(op.admin), method: 'POST', url: `/api/admin/marketplace/bids/${idOf(ctx, op.target)}/reject`, key };
    case 'adjust':
      return {
        user: admin(op.admin),
        method: 'POST',
        url: `/api/admin/wallets/${idOf(ctx, `player${op.player}`)}/adjust`,
        body: { amountDollars: op.amountDollars, note: 'chaos' },
        key,
      };
    case 'approveAdjustment':
      return { user: admin(op.admin), method: 'POST', url: `/api/admin/wallet-adjustments/${idOf(ctx, op.target)}/approve`, key };
    case 'rejectAdjustment':
      return { user: admin(op.admin), method: 'POST', url: `/api/admin/wallet-adjustments/${idOf(ctx, op.target)}/reject`, key };
    default:
      return undefined;
  }
}

function competitionKindOf(handle: string, ctx: RunContext): CompetitionKind {
  const kind = ctx.ids.get(`${handle}/kind`);
  if (kind !== 'league' && kind !== 'tournament') throw new Error(`no competition ${handle} in this run`);
  return kind;
}

/**
 * Runs one operation in a run: its request (or the few an admin's setup takes), and records the ids it created
 * under its handles. Answers the last answer (the first refused one of a setup).
 */
export async function execute(op: Op, ctx: RunContext, key: string): Promise<ApiAnswer> {
  const single = requestOf(op, ctx, key);
  if (single) {
    const answer = await ctx.send(single);
    if (answer.status < 300) recordIds(op, answer, ctx);
    return answer;
  }
  switch (op.kind) {
    case 'openLeague':
    case 'openTournament': {
      const league = op.kind === 'openLeague';
      const created = await ctx.send({
        user: admin(op.admin),
        method: 'POST',
        url: league ? '/api/admin/leagues' : '/api/admin/tournaments',
        body: {
          name: `Chaos ${league ? 'League' : 'Cup'} ${op.handle}`,
          description: 'Model-based random run',
          ...COMPETITION_DATES,
          priceCents: op.priceCents,
          winningPriceCents: op.prizeCents,
          ...(league ? { maxTeams: op.teamNames.length } : { status: 'active' }),
        },
      });
      if (created.status >= 300) return created;
      const id: string = league ? created.body.league.id : created.body.tournament.id;
      ctx.ids.set(op.handle, id);
      ctx.ids.set(`${op.handle}/kind`, league ? 'league' : 'tournament');
      for (const name of op.teamNames) {
        const added = await ctx.send({
          user: admin(op.admin),
          method: 'POST',
          url: `/api/admin/${league ? 'leagues' : 'tournaments'}/${id}/available-teams`,
          body: { name },
        });
        if (added.status >= 300) return added;
        // A league answers with the whole league, a tournament with the team name added.
        const team: { id: string } = league ? added.body.league.availableTeams.find((t: { name: string }) => t.name === name) : added.body.availableTeam;
        ctx.ids.set(`${op.handle}/${name}`, team.id);
      }
      return created;
    }
    case 'openAuction': {
      const created = await ctx.send({
        user: admin(op.admin),
        method: 'POST',
        url: '/api/admin/marketplace/players',
        body: { name: `Chaos Player ${op.handle}`, priceCents: op.priceCents, stats: 70, contractDuration: '1_month' },
      });
      if (created.status < 300) ctx.ids.set(op.handle, created.body.player.id);
      return created;
    }
    case 'endAuction':
      await ctx.endAuction(idOf(ctx, op.auction));
      return { status: 200, body: {} };
    case 'approvePrize': {
      // The payout's id is not in the champion's answer: the back office finds it in the pending list.
      const list = await ctx.send({ user: admin(op.admin), method: 'GET', url: '/api/admin/prize-payouts?status=pending&pageSize=100' });
      if (list.status >= 300) return list;
      const payout = (list.body.items as Array<{ id: string; competitionId: string }>).find((p) => p.competitionId === idOf(ctx, op.competition));
      if (!payout) return { status: 404, body: { error: 'no pending payout' } };
      return ctx.send({ user: admin(op.admin), method: 'POST', url: `/api/admin/prize-payouts/${payout.id}/approve`, key });
    }
    default:
      throw new Error(`operation ${op.kind} has no request`);
  }
}

/** Records under the operation's handle the id of what it created. */
function recordIds(op: Op, answer: ApiAnswer, ctx: RunContext): void {
  switch (op.kind) {
    case 'requestDeposit':
    case 'requestWithdrawal':
      ctx.ids.set(op.handle, answer.body.transaction.id);
      break;
    case 'enroll':
      ctx.ids.set(op.handle, answer.body.requestId ?? answer.body.enrollment.requestId);
      break;
    case 'pickTeam':
      ctx.ids.set(op.handle, answer.body.team.id);
      break;
    case 'bid':
      ctx.ids.set(op.handle, answer.body.bid.id);
      break;
    case 'adjust':
      if (answer.body.proposal) ctx.ids.set(op.handle, answer.body.proposal.id);
      break;
    default:
      break;
  }
}
