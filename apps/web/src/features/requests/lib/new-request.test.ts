import { newRequestRequest, t } from '@arena/shared';
import { describe, expect, it } from 'vitest';
import { contractResolver } from '@/lib/form';
import { emptyNewRequest, toNewRequest, type NewRequestValues } from './new-request';

const validate = contractResolver<NewRequestValues>(newRequestRequest, { toRequest: toNewRequest });
const league = '3f1d7c1e-5a8b-4c2d-9e0f-1a2b3c4d5e6f';
const competition = '7a1d7c1e-5a8b-4c2d-9e0f-1a2b3c4d5e6f';

describe('new request form', () => {
  it('trims the texts', () => {
    expect(toNewRequest({ title: '  Kick-off  ', description: '\tLater please\n', leagueId: league, competitionId: competition })).toEqual({
      title: 'Kick-off',
      description: 'Later please',
      leagueId: league,
      competitionId: competition,
    });
  });

  it("says 'Please fill in all fields' for every empty or blank field", () => {
    const errors = validate({ ...emptyNewRequest, title: '   ' });
    expect(errors).toEqual({
      title: t('requests.fillAllFields'),
      description: t('requests.fillAllFields'),
      leagueId: t('requests.fillAllFields'),
      competitionId: t('requests.fillAllFields'),
    });
  });

  it('accepts a complete request', () => {
    expect(validate({ title: 'Kick-off', description: 'Later please', leagueId: league, competitionId: competition })).toEqual({});
  });
});
