/**
 * The model: what Arena's money should look like after the operations the API accepted. It holds each
 * player's expected balance and what their holds should be (open withdrawals and leading bids), the state of
 * every request, competition and auction (so the generator proposes operations that make sense), and the
 * money that came in and went out. It learns only from accepted answers, and predicts the money itself:
 * a rejected enrollment gives back the model's entry fee, a cancelled competition every fee it still holds.
 */
import type { Admin, ApiAnswer, CompetitionKind, Op, Player } from './operations.js';

export const PLAYERS = 50;

type RequestStatus = 'pending' | 'completed' | 'rejected' | 'cancelled';
export interface MoneyRequest {
  handle: string;
  type: 'deposit' | 'withdrawal';
  player: Player;
  amountCents: number;
  status: RequestStatus;
}

export interface Enrollment {
  handle: string;
  player: Player;
  status: 'pending' | 'approved' | 'rejected' | 'refunded';
}

export interface Competition {
  handle: string;
  kind: CompetitionKind;
  status: 'open' | 'started' | 'completed' | 'cancelled';
  priceCents: number;
  prizeCents: number;
  teamNames: string[];
  enrollments: Enrollment[];
  /** Picked teams by handle: whose, and the name picked. */
  teams: Map<string, { player: Player; name: string }>;
  /** A prize above the four-eyes threshold, waiting for the other admin. */
  pendingPrize?: { player: Player; amountCents: number; crownedBy: Admin };
}

export interface Bid {
  handle: string;
  player: Player;
  amountCents: number;
  status: 'pending' | 'approved' | 'rejected';
}

export interface Auction {
  handle: string;
  priceCents: number;
  sold: boolean;
  /** Its 12 hours are over: no more bids, the leader awaits approval. */
  ended: boolean;
  bids: Bid[];
}

export interface Proposal {
  handle: string;
  player: Player;
  amountCents: number;
  proposer: Admin;
  status: 'pending' | 'decided';
}

/** Money that entered or left the players' wallets, by source (all positive cents). */
export interface Flows {
  deposits: number;
  withdrawals: number;
  entryFees: number;
  refunds: number;
  prizes: number;
  captures: number;
  adjustmentsIn: number;
  adjustmentsOut: number;
}

export class Model {
  balance: number[] = Array.from({ length: PLAYERS }, () => 0);
  requests = new Map<string, MoneyRequest>();
  competitions = new Map<string, Competition>();
  auctions = new Map<string, Auction>();
  proposals = new Map<string, Proposal>();
  flows: Flows = { deposits: 0, withdrawals: 0, entryFees: 0, refunds: 0, prizes: 0, captures: 0, adjustmentsIn: 0, adjustmentsOut: 0 };

  /** Each player's expected hold: their open withdrawals plus the auctions they lead. */
  held(): number[] {
    const held = Array.from({ length: PLAYERS }, () => 0);
    for (const r of this.requests.values()) if (r.type === 'withdrawal' && r.status === 'pending') held[r.player]! += r.amountCents;
    for (const a of this.auctions.values()) {
      const lead = leaderOf(a);
      if (lead) held[lead.player]! += lead.amountCents;
    }
    return held;
  }

  private credit(player: Player, cents: number, flow: keyof Flows): void {
    this.balance[player]! += cents;
    this.flows[flow] += cents;
  }

  private debit(player: Player, cents: number, flow: keyof Flows): void {
    this.balance[player]! -= cents;
    this.flows[flow] += cents;
  }

  /**
   * Learns from one accepted operation (status < 300). Returns a problem when the answer contradicts the
   * model (a refund or prize of another amount than the one due), else undefined.
   */
  apply(op: Op, answer: ApiAnswer): string | undefined {
    const body = answer.body;
    switch (op.kind) {
      case 'openLeague':
      case 'openTournament':
        this.competitions.set(op.handle, {
          handle: op.handle,
          kind: op.kind === 'openLeague' ? 'league' : 'tournament',
          status: 'open',
          priceCents: op.priceCents,
          prizeCents: op.prizeCents,
          teamNames: op.teamNames,
          enrollments: [],
          teams: new Map(),
        });
        return;
      case 'openAuction':
        this.auctions.set(op.handle, { handle: op.handle, priceCents: op.priceCents, sold: false, ended: false, bids: [] });
        return;
      case 'requestDeposit':
      case 'requestWithdrawal':
        this.requests.set(op.handle, {
          handle: op.handle,
          type: op.kind === 'requestDeposit' ? 'deposit' : 'withdrawal',
          player: op.player,
          amountCents: op.amountCents,
          status: 'pending',
        });
        return;
      case 'approveTransaction': {
        const r = this.requests.get(op.target)!;
        // Above the four-eyes threshold the first approval is only recorded: the request stays pending.
        if (body.transaction.status !== 'completed') return;
        r.status = 'completed';
        if (r.type === 'deposit') this.credit(r.player, r.amountCents, 'deposits');
        else this.debit(r.player, r.amountCents, 'withdrawals');
        return;
      }
      case 'rejectTransaction':
        this.requests.get(op.target)!.status = 'rejected';
        return;
      case 'cancelTransaction':
        this.requests.get(op.target)!.status = 'cancelled';
        return;
      case 'enroll': {
        const c = this.competitions.get(op.competition)!;
        c.enrollments.push({ handle: op.handle, player: op.player, status: 'pending' });
        this.debit(op.player, c.priceCents, 'entryFees');
        return;
      }
      case 'approveEnrollment':
        this.enrollment(op.target).enrollment.status = 'approved';
        return;
      case 'rejectEnrollment': {
        const { competition, enrollment } = this.enrollment(op.target);
        enrollment.status = 'rejected';
        this.credit(enrollment.player, competition.priceCents, 'refunds');
        if (body.refundedCents !== competition.priceCents)
          return `rejecting ${op.target} refunded ${body.refundedCents}, the fee was ${competition.priceCents}`;
        return;
      }
      case 'pickTeam':
        this.competitions.get(op.competition)!.teams.set(op.handle, { player: op.player, name: op.teamName });
        return;
      case 'startLeague':
        this.competitions.get(op.competition)!.status = 'started';
        return;
      case 'scoreMatch':
        return;
      case 'cancelCompetition': {
        const c = this.competitions.get(op.competition)!;
        c.status = 'cancelled';
        // Every fee the competition still holds goes back once: pending and approved enrollments.
        for (const e of c.enrollments) {
          if (e.status !== 'pending' && e.status !== 'approved') continue;
          e.status = 'refunded';
          this.credit(e.player, c.priceCents, 'refunds');
        }
        return;
      }
      case 'crownChampion': {
        const c = this.competitions.get(op.competition)!;
        c.status = 'completed';
        const winner = c.teams.get(op.team)!.player;
        const paid: number = body.prizePaidCents;
        const pending: number = body.prizePendingCents;
        if (paid + pending !== c.prizeCents) return `crowning ${op.team} paid ${paid} and left ${pending} pending of a prize of ${c.prizeCents}`;
        if (paid > 0) this.credit(winner, paid, 'prizes');
        if (pending > 0) c.pendingPrize = { player: winner, amountCents: pending, crownedBy: op.admin };
        return;
      }
      case 'approvePrize': {
        const c = this.competitions.get(op.competition)!;
        this.credit(c.pendingPrize!.player, c.pendingPrize!.amountCents, 'prizes');
        c.pendingPrize = undefined;
        return;
      }
      case 'bid': {
        const a = this.auctions.get(op.auction)!;
        a.bids.push({ handle: op.handle, player: op.player, amountCents: op.amountDollars * 100, status: 'pending' });
        return;
      }
      case 'endAuction': {
        const a = this.auctions.get(op.auction)!;
        a.ended = a.bids.some((b) => b.status === 'pending');
        return;
      }
      case 'approveBid': {
        const { auction, bid } = this.bid(op.target);
        bid.status = 'approved';
        this.debit(bid.player, bid.amountCents, 'captures');
        for (const other of auction.bids) if (other.status === 'pending') other.status = 'rejected';
        auction.sold = true;
        return;
      }
      case 'rejectBid': {
        const { auction, bid } = this.bid(op.target);
        const wasLeader = leaderOf(auction) === bid;
        bid.status = 'rejected';
        // Rejecting the leader closes the round: the bids behind it are rejected too, bidding starts again.
        if (wasLeader) for (const other of auction.bids) if (other.status === 'pending') other.status = 'rejected';
        if (!auction.bids.some((b) => b.status === 'pending')) auction.ended = false;
        return;
      }
      case 'adjust': {
        const cents = op.amountDollars * 100;
        if (body.proposal) {
          this.proposals.set(op.handle, { handle: op.handle, player: op.player, amountCents: cents, proposer: op.admin, status: 'pending' });
          return;
        }
        if (cents > 0) this.credit(op.player, cents, 'adjustmentsIn');
        else this.debit(op.player, -cents, 'adjustmentsOut');
        return;
      }
      case 'approveAdjustment': {
        const p = this.proposals.get(op.target)!;
        p.status = 'decided';
        if (p.amountCents > 0) this.credit(p.player, p.amountCents, 'adjustmentsIn');
        else this.debit(p.player, -p.amountCents, 'adjustmentsOut');
        return;
      }
      case 'rejectAdjustment':
        this.proposals.get(op.target)!.status = 'decided';
        return;
    }
  }

  private enrollment(handle: string): { competition: Competition; enrollment: Enrollment } {
    for (const competition of this.competitions.values()) {
      const enrollment = competition.enrollments.find((e) => e.handle === handle);
      if (enrollment) return { competition, enrollment };
    }
    throw new Error(`no enrollment ${handle}`);
  }

  private bid(handle: string): { auction: Auction; bid: Bid } {
    for (const auction of this.auctions.values()) {
      const bid = auction.bids.find((b) => b.handle === handle);
      if (bid) return { auction, bid };
    }
    throw new Error(`no bid ${handle}`);
  }
}

/** The leading bid of an auction: its highest pending bid (each accepted bid beat the one before). */
export function leaderOf(auction: Auction): Bid | undefined {
  let lead: Bid | undefined;
  for (const b of auction.bids) if (b.status === 'pending' && (!lead || b.amountCents > lead.amountCents)) lead = b;
  return lead;
}
