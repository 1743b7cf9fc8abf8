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
    get entry() {
      return tAdmin('adminLeagues.entry');
    },
    get prize() {
      return tAdmin('adminLeagues.prize');
    },
    pending: (count) => tAdmin('adminLeagues.pendingEnrollments', { count }),
    paid: (count) => tAdmin('adminLeagues.paidEntries', { count }),
    matches: (count) => tAdmin('adminLeagues.matchCount', { count }),
    get addTeam() {
      return tAdmin('adminLeagues.addTeam');
    },
    addTeamFor: (name) => tAdmin('adminLeagues.addTeamTo', { name }),
    get noTeams() {
      return tAdmin('adminLeagues.noTeams');
    },
    get noOwner() {
      return tAdmin('adminLeagues.noManager');
    },
    get availableTeams() {
      return tAdmin('adminLeagues.availableTeams');
    },
    get addAvailableTeam() {
      return tAdmin('adminLeagues.addAvailableTeam');
    },
    addAvailableTeamFor: (name) => tAdmin('adminLeagues.addAvailableTeamTo', { name }),
    get noAvailableTeams() {
      return tAdmin('adminLeagues.noAvailableTeams');
    },
    removeAvailableFor: (name) => tAdmin('adminLeagues.deleteAvailableTeamFor', { name }),
    get create() {
      return tAdmin('adminLeagues.createLeague');
    },
    get edit() {
      return tAdmin('adminLeagues.editLeague');
    },
    submit: (editing) => (editing ? t('common.save') : tAdmin('adminLeagues.createLeague')),
    field: {
      get name() {
        return tAdmin('adminLeagues.field.name');
      },
      get description() {
        return tAdmin('adminLeagues.field.description');
      },
      get startDate() {
        return tAdmin('adminLeagues.field.startDate');
      },
      get endDate() {
        return tAdmin('adminLeagues.field.endDate');
      },
      get price() {
        return tAdmin('adminLeagues.field.price');
      },
      get winningPrice() {
        return tAdmin('adminLeagues.field.winningPrice');
      },
    },
    get addMatch() {
      return tAdmin('adminLeagues.addMatch');
    },
    get competition() {
      return tAdmin('adminLeagues.league');
    },
    get team1() {
      return tAdmin('adminLeagues.team1');
    },
    get team2() {
      return tAdmin('adminLeagues.team2');
    },
    get dateTime() {
      return tAdmin('adminLeagues.dateTime');
    },
    get scoreOptional() {
      return tAdmin('adminLeagues.scoreOptional');
    },
    get scorePlaceholder() {
      return tAdmin('adminLeagues.scorePlaceholder');
    },
    get pickCompetitionFirst() {
      return tAdmin('adminLeagues.pickLeagueFirst');
    },
    get matchSubmit() {
      return tAdmin('adminLeagues.addMatch');
    },
  },
  tournament: {
    dates: (range) => range,
    editTooltip: (name) => tAdmin('adminTournaments.editFor', { name }),
    deleteTooltip: (name) => tAdmin('adminTournaments.deleteFor', { name }),
    editFor: (name) => tAdmin('adminTournaments.editFor', { name }),
    deleteFor: (name) => tAdmin('adminTournaments.deleteFor', { name }),
    get entry() {
      return tAdmin('adminTournaments.entry');
    },
    get prize() {
      return tAdmin('adminTournaments.prizeShort');
    },
    pending: (n) => tAdmin('adminTournaments.pendingEnrollments', { n }),
    paid: (n) => tAdmin('adminTournaments.paidEntries', { n }),
    matches: (n) => tAdmin('adminTournaments.matchCount', { n }),
    get addTeam() {
      return tAdmin('adminTournaments.addTeam');
    },
    addTeamFor: (name) => tAdmin('adminTournaments.addTeamFor', { name }),
    get noTeams() {
      return t('tournaments.noTeamsSelected');
    },
    get noOwner() {
      return tAdmin('adminTournaments.noOwner');
    },
    get availableTeams() {
      return tAdmin('adminTournaments.availableTeams');
    },
    get addAvailableTeam() {
      return tAdmin('adminTournaments.addAvailableTeam');
    },
    addAvailableTeamFor: (name) => tAdmin('adminTournaments.addAvailableTeamFor', { name }),
    get noAvailableTeams() {
      return tAdmin('adminTournaments.noAvailableTeams');
    },
    removeAvailableFor: (name) => tAdmin('adminTournaments.removeAvailableFor', { name }),
    get create() {
      return tAdmin('adminTournaments.create');
    },
    get edit() {
      return tAdmin('adminTournaments.edit');
    },
    submit: () => t('common.save'),
    field: {
      get name() {
        return tAdmin('adminTournaments.name');
      },
      get description() {
        return tAdmin('adminTournaments.description');
      },
      get startDate() {
        return tAdmin('adminTournaments.startDate');
      },
      get endDate() {
        return tAdmin('adminTournaments.endDate');
      },
      get price() {
        return tAdmin('adminTournaments.price');
      },
      get winningPrice() {
        return tAdmin('adminTournaments.prize');
      },
    },
    get addMatch() {
      return tAdmin('adminTournaments.addMatch');
    },
    get competition() {
      return tAdmin('adminTournaments.tournament');
    },
    get team1() {
      return tAdmin('adminTournaments.team1');
    },
    get team2() {
      return tAdmin('adminTournaments.team2');
    },
    get dateTime() {
      return tAdmin('adminTournaments.dateTime');
    },
    get scoreOptional() {
      return tAdmin('adminTournaments.scoreOptional');
    },
    scorePlaceholder: '2-1',
    pickCompetitionFirst: undefined,
    get matchSubmit() {
      return t('common.save');
    },
  },
};
