import { leagueScoreRequest, t, type LeagueMatch, tAdmin } from '@arena/shared';
import { ActionIcon, Badge, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEdit, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { adminContractResolver } from '@/lib/admin-form';
import { firstError } from '@/lib/form';
import { useSetScore } from '../api/matches';
import { leagueErrorText } from '../lib/error-text';

/** The draft as the contract's request: 'X-Y', or empty to clear. */
const checkScore = adminContractResolver<string>(leagueScoreRequest, { toRequest: (score) => ({ score }) });

/** Inline score edit: 'X-Y' checked by the shared contract; empty clears the score. The standings follow on the server. */
export function ScoreCell({ match }: { match: LeagueMatch }) {
  const setScore = useSetScore();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = { team1: match.team1.name, team2: match.team2.name };

  const save = () => {
    if (draft === null) return;
    const refused = firstError(checkScore(draft), ['score']);
    if (refused) return setError(refused);
    setError(null);
    setScore.mutate(
      { id: match.id, score: draft.trim() },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: result.message });
          setDraft(null);
        },
        onError: (caught) => setError(leagueErrorText(caught, 'adminLeagues.scoreUpdateFailed')),
      },
    );
  };
  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  if (draft === null) {
    return (
      <Group gap={6} wrap="nowrap">
        {match.score ? (
          <Badge variant="filled" color="dark" size="lg" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="match-score">
            {match.score}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed" data-testid="match-score">
            {tAdmin('adminLeagues.notPlayed')}
          </Text>
        )}
        <Tooltip label={tAdmin('adminLeagues.editScore')}>
          <ActionIcon variant="subtle" size="sm" aria-label={tAdmin('adminLeagues.editScoreFor', label)} onClick={() => setDraft(match.score ?? '')}>
            <IconEdit size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          size="xs"
          w={80}
          aria-label={tAdmin('adminLeagues.scoreFor', label)}
          placeholder={tAdmin('adminLeagues.scorePlaceholder')}
          value={draft}
          maxLength={7}
          error={error !== null}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save();
            if (e.key === 'Escape') cancel();
          }}
          autoFocus
        />
        <ActionIcon color="teal" variant="light" aria-label={tAdmin('adminLeagues.saveScore')} loading={setScore.isPending} onClick={save}>
          <IconCheck size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" aria-label={t('common.cancel')} onClick={cancel}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {error && (
        <Text size="xs" c="var(--mantine-color-red-text)" role="alert" maw={220}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
