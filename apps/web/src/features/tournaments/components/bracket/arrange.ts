import { FINAL_ROUND, QUARTERFINAL_ROUND, SEMIFINAL_ROUND, roundLabel, t, type BracketMatchView, type BracketRound, type BracketTeam } from '@arena/shared';

/**
 * Arranging a tournament's matches into the slots of an 8-team bracket (user spec /tournament-rankings:
 * Quarterfinals 1 to 4, Semifinals, Final and a champion). Pure, so the live bracket and saved results
 * (and the back office, if it wants) place matches the same way.
 */

export interface BracketSlot {
  /** Stable React key: round and slot index. */
  key: string;
  /** 'Quarterfinal 1', 'Semifinal 2', 'Final'. */
  label: string;
  /** Shown in an empty slot: 'Quarterfinal match not available'… */
  missingText: string;
  match: BracketMatchView | null;
}

export interface BracketColumn {
  roundNumber: number;
  /** 'Quarterfinals', 'Semifinals', 'Final'. */
  title: string;
  slots: BracketSlot[];
}

export interface ArrangedBracket {
  /** Always three columns: 4 quarterfinal, 2 semifinal and 1 final slot. */
  columns: [BracketColumn, BracketColumn, BracketColumn];
  /** Matches with no slot (a fourth round, a fifth quarterfinal added by hand…), in bracket order. */
  extra: BracketMatchView[];
  /** True when no match exists at all. */
  empty: boolean;
}

const SLOTS: Array<{ round: number; count: number; label: (n: number) => string; missing: () => string }> = [
  {
    round: QUARTERFINAL_ROUND,
    count: 4,
    label: (n) => t('tournamentRankings.quarterfinal', { n }),
    missing: () => t('tournamentRankings.quarterfinalMissing'),
  },
  { round: SEMIFINAL_ROUND, count: 2, label: (n) => t('tournamentUi.semifinal', { n }), missing: () => t('tournamentRankings.semifinalMissing') },
  { round: FINAL_ROUND, count: 1, label: () => t('tournaments.round.final'), missing: () => t('tournamentRankings.finalMissing') },
];

/** A team's identity across snapshots: its id, or its name when a saved result lost the id. */
export function teamKey(team: BracketTeam | null | undefined): string | null {
  if (!team) return null;
  return team.id ?? `name:${team.name}`;
}

/** Which side won: 1, 2, or null (unplayed, a draw, or a winner that is neither team). */
export function winnerSide(match: BracketMatchView): 1 | 2 | null {
  const matches = (team: BracketTeam | null) =>
    team !== null && (match.winnerId !== null && team.id !== null ? team.id === match.winnerId : match.winnerName !== null && team.name === match.winnerName);
  if (matches(match.team1)) return 1;
  if (matches(match.team2)) return 2;
  return null;
}

/** The winner's display name, whether the match names it by id (live) or by name (saved). */
export function winnerName(match: BracketMatchView): string | null {
  const side = winnerSide(match);
  if (side === 1) return match.team1!.name;
  if (side === 2) return match.team2!.name;
  return match.winnerName;
}

/**
 * Places each round's matches. Quarterfinals keep their bracket order (the server's 'Quarterfinal 1' is the
 * first). A later-round match goes under the pair of earlier slots its teams came from — semifinal 1 is fed
 * by quarterfinals 1 and 2 — so a hand-made or reordered match still lines up with its connectors; a match
 * whose teams come from nowhere known takes the first free slot, in order.
 */
export function arrangeBracket(rounds: readonly BracketRound[]): ArrangedBracket {
  const byRound = new Map<number, BracketMatchView[]>();
  for (const round of [...rounds].sort((a, b) => a.roundNumber - b.roundNumber)) {
    byRound.set(round.roundNumber, [...(byRound.get(round.roundNumber) ?? []), ...round.matches]);
  }
  const extra: BracketMatchView[] = [];
  const columns: BracketColumn[] = [];
  let previous: Array<BracketMatchView | null> = [];

  for (const spec of SLOTS) {
    const placed: Array<BracketMatchView | null> = Array.from({ length: spec.count }, () => null);
    const pending: BracketMatchView[] = [];
    for (const match of byRound.get(spec.round) ?? []) {
      const slot = spec.round === QUARTERFINAL_ROUND ? -1 : feederSlot(match, previous);
      if (slot >= 0 && slot < spec.count && placed[slot] === null) placed[slot] = match;
      else pending.push(match);
    }
    for (const match of pending) {
      const free = placed.indexOf(null);
      if (free === -1) extra.push(match);
      else placed[free] = match;
    }
    columns.push({
      roundNumber: spec.round,
      title: roundLabel(spec.round),
      slots: placed.map((match, i) => ({ key: `${spec.round}-${i}`, label: spec.label(i + 1), missingText: spec.missing(), match })),
    });
    previous = placed;
  }

  for (const [roundNumber, list] of byRound) if (roundNumber > FINAL_ROUND || roundNumber < QUARTERFINAL_ROUND) extra.push(...list);
  const empty = [...byRound.values()].every((list) => list.length === 0);
  return { columns: columns as ArrangedBracket['columns'], extra, empty };
}

/** The slot of the next round fed by the earlier slots holding this match's teams (slots 2k and 2k+1 feed k); -1 when unknown. */
function feederSlot(match: BracketMatchView, previous: Array<BracketMatchView | null>): number {
  const keys = [teamKey(match.team1), teamKey(match.team2)].filter((k): k is string => k !== null);
  for (const key of keys) {
    const index = previous.findIndex((m) => m !== null && (teamKey(m.team1) === key || teamKey(m.team2) === key));
    if (index >= 0) return Math.floor(index / 2);
  }
  return -1;
}
