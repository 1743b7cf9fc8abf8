import type { NewRequestRequest } from '@arena/shared';

export interface NewRequestValues {
  title: string;
  description: string;
  leagueId: string | null;
  competitionId: string | null;
}

export const emptyNewRequest: NewRequestValues = { title: '', description: '', leagueId: null, competitionId: null };

/** The request body: texts trimmed (user spec §5), unchosen pickers left empty so the contract says 'Please fill in all fields'. */
export function toNewRequest(values: NewRequestValues): NewRequestRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    leagueId: values.leagueId ?? '',
    competitionId: values.competitionId ?? '',
  };
}
