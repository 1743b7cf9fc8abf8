import { FINAL_ROUND, QUARTERFINAL_ROUND, roundDate, SEMIFINAL_ROUND, tAdmin } from '@arena/shared';
import { Text } from '@mantine/core';
import { formatDate } from '@/lib/format';

/**
 * Where Generate Matches and the next rounds put the matches: inside the tournament's window, by the shared
 * `roundDate` rule the server applies. Told before the click, since the button asks for no dates.
 */
export function BracketScheduleNote({ tournament }: { tournament: { startDate: string; endDate: string } }) {
  const window = { startDate: new Date(tournament.startDate), endDate: new Date(tournament.endDate) };
  const on = (round: number) => formatDate(roundDate(window, round).toISOString());
  return (
    <Text size="sm" c="dimmed" data-testid="bracket-schedule">
      {tAdmin('adminTournaments.scheduleNote', { quarterfinals: on(QUARTERFINAL_ROUND), semifinals: on(SEMIFINAL_ROUND), final: on(FINAL_ROUND) })}
    </Text>
  );
}
