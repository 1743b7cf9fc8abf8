import { isValidScore, t, type AdminMatch, tAdmin } from '@arena/shared';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useUpdateMatchScore } from '../api/admin-tournaments';
import { actionError, matchTitle } from '../lib/labels';

/** Inline score edit ('X-Y'; empty clears it): Enter or the check saves, and the winner follows the score on the server. */
export function ScoreCell({ match }: { match: AdminMatch }) {
  const [value, setValue] = useState(match.score ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateMatchScore();
  useEffect(() => setValue(match.score ?? ''), [match.score]);
  const title = matchTitle(match);
  const dirty = value.trim() !== (match.score ?? '');

  const submit = () => {
    const score = value.trim();
    if (score !== '' && !isValidScore(score)) {
      setError(t('tournaments.scoreFormat'));
      return;
    }
    setError(null);
    save.mutate(
      { matchId: match.id, score: score || null },
      {
        onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
        onError: (e) => setError(actionError(e, 'tournaments.scoreFailed')),
      },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          size="xs"
          w={84}
          placeholder="X-Y"
          aria-label={tAdmin('adminTournaments.scoreFor', { match: title })}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          disabled={!match.team1 || !match.team2}
          styles={{ error: { maxWidth: 200 } }}
        />
        <ActionIcon
          type="submit"
          size="md"
          variant={dirty ? 'filled' : 'subtle'}
          disabled={!dirty}
          loading={save.isPending}
          aria-label={tAdmin('adminTournaments.saveScoreFor', { match: title })}
        >
          <IconCheck size={14} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}
