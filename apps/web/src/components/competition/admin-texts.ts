import { t, tAdmin } from '@arena/shared';
import type { CompetitionKind } from './kind';

/**
 * The back office's words for a league or a tournament (admin spec §4 and §5): the kit's pieces are one, their
 * texts stay each kind's own. Admin only (decision 027): a player's screen never imports this file.
 */
export interface CompetitionAdminTexts {
  dates: (range: string) => string;
  editTooltip: (name: string) => string;
  deleteTooltip: (name: string) => string;
  editFor: (name: string) => string;
  deleteFor: (name: string) => string;
  entry: string;
  prize: string;
  pending: (count: number) => string;
  paid: (count: number) => string;
  matches: (count: number) => string;
  addTeam: string;
  addTeamFor: (name: string) => string;
  noTeams: string;
  noOwner: string;
  availableTeams: string;
  addAvailableTeam: string;
  addAvailableTeamFor: (name: string) => string;
  noAvailableTeams: string;
  removeAvailableFor: (name: string) => string;
  /** The form: its title, fields and submit button. */
  create: string;
  edit: string;
  submit: (editing: boolean) => string;
  field: { name: string; description: string; startDate: string; endDate: string; price: string; winningPrice: string };
  /** The match form. */
  addMatch: string;
  competition: string;
  team1: string;
  team2: string;
  dateTime: string;
  scoreOptional: string;
  scorePlaceholder: string;
  pickCompetitionFirst: string | undefined;
  matchSubmit: string;
}

export const competitionAdminTexts: Record<CompetitionKind, CompetitionAdminTexts> = {
  league: {
    dates: (range) => `${tAdmin('adminLeagues.dates')}: ${range}`,
    editTooltip: () => tAdmin('adminLeagues.editLeague'),
    deleteTooltip: () => tAdmin('adminLeagues.deleteTitle'),
    editFor: (name) => tAdmin('adminLeagues.editFor', { name }),
    deleteFor: (name) => tAdmin('adminLeagues.deleteFor', { name }),
    entry: tAdmin('adminLeagues.entry'),
    prize: tAdmin('adminLeagues.prize'),
    pending: (count) => tAdmin('adminLeagues.pendingEnrollments', { count }),
    paid: (count) => tAdmin('adminLeagues.paidEntries', { count }),
    matches: (count) => tAdmin('adminLeagues.matchCount', { count }),
    addTeam: tAdmin('adminLeagues.addTeam'),
    addTeamFor: (name) => tAdmin('adminLeagues.addTeamTo', { name }),
    noTeams: tAdmin('adminLeagues.noTeams'),
    noOwner: tAdmin('adminLeagues.noManager'),
    availableTeams: tAdmin('adminLeagues.availableTeams'),
    addAvailableTeam: tAdmin('adminLeagues.addAvailableTeam'),
    addAvailableTeamFor: (name) => tAdmin('adminLeagues.addAvailableTeamTo', { name }),
    noAvailableTeams: tAdmin('adminLeagues.noAvailableTeams'),
    removeAvailableFor: (name) => tAdmin('adminLeagues.deleteAvailableTeamFor', { name }),
    create: tAdmin('adminLeagues.createLeague'),
    edit: tAdmin('adminLeagues.editLeague'),
    submit: (editing) => (editing ? t('common.save') : tAdmin('adminLeagues.createLeague')),
    field: {
      name: tAdmin('adminLeagues.field.name'),
      description: tAdmin('adminLeagues.field.description'),
      startDate: tAdmin('adminLeagues.field.startDate'),
      endDate: tAdmin('adminLeagues.field.endDate'),
      price: tAdmin('adminLeagues.field.price'),
      winningPrice: tAdmin('adminLeagues.field.winningPrice'),
    },
    addMatch: tAdmin('adminLeagues.addMatch'),
    competition: tAdmin('adminLeagues.league'),
    team1: tAdmin('adminLeagues.team1'),
    team2: tAdmin('adminLeagues.team2'),
    dateTime: tAdmin('adminLeagues.dateTime'),
    scoreOptional: tAdmin('adminLeagues.scoreOptional'),
    scorePlaceholder: tAdmin('adminLeagues.scorePlaceholder'),
    pickCompetitionFirst: tAdmin('adminLeagues.pickLeagueFirst'),
    matchSubmit: tAdmin('adminLeagues.addMatch'),
  },
  tournament: {
    dates: (range) => range,
    editTooltip: (name) => tAdmin('adminTournaments.editFor', { name }),
    deleteTooltip: (name) => tAdmin('adminTournaments.deleteFor', { name }),
    editFor: (name) => tAdmin('adminTournaments.editFor', { name }),
    deleteFor: (name) => tAdmin('adminTournaments.deleteFor', { name }),
    entry: tAdmin('adminTournaments.entry'),
    prize: tAdmin('adminTournaments.prizeShort'),
    pending: (n) => tAdmin('adminTournaments.pendingEnrollments', { n }),
    paid: (n) => tAdmin('adminTournaments.paidEntries', { n }),
    matches: (n) => tAdmin('adminTournaments.matchCount', { n }),
    addTeam: tAdmin('adminTournaments.addTeam'),
    addTeamFor: (name) => tAdmin('adminTournaments.addTeamFor', { name }),
    noTeams: t('tournaments.noTeamsSelected'),
    noOwner: tAdmin('adminTournaments.noOwner'),
    availableTeams: tAdmin('adminTournaments.availableTeams'),
    addAvailableTeam: tAdmin('adminTournaments.addAvailableTeam'),
    addAvailableTeamFor: (name) => tAdmin('adminTournaments.addAvailableTeamFor', { name }),
    noAvailableTeams: tAdmin('adminTournaments.noAvailableTeams'),
    removeAvailableFor: (name) => tAdmin('adminTournaments.removeAvailableFor', { name }),
    create: tAdmin('adminTournaments.create'),
    edit: tAdmin('adminTournaments.edit'),
    submit: () => t('common.save'),
    field: {
      name: tAdmin('adminTournaments.name'),
      description: tAdmin('adminTournaments.description'),
      startDate: tAdmin('adminTournaments.startDate'),
      endDate: tAdmin('adminTournaments.endDate'),
      price: tAdmin('adminTournaments.price'),
      winningPrice: tAdmin('adminTournaments.prize'),
    },
    addMatch: tAdmin('adminTournaments.addMatch'),
    competition: tAdmin('adminTournaments.tournament'),
    team1: tAdmin('adminTournaments.team1'),
    team2: tAdmin('adminTournaments.team2'),
    dateTime: tAdmin('adminTournaments.dateTime'),
    scoreOptional: tAdmin('adminTournaments.scoreOptional'),
    scorePlaceholder: '2-1',
    pickCompetitionFirst: undefined,
    matchSubmit: t('common.save'),
  },
};
