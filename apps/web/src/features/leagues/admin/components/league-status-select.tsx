import { leagueStatuses, type LeagueStatusValue, tAdmin } from '@arena/shared';
import { Badge, Select } from '@mantine/core';

export const leagueStatusColor: Record<LeagueStatusValue, string> = { active: 'blue', started: 'teal', completed: 'grape', cancelled: 'gray' };

export const leagueStatusOptions = () => leagueStatuses.map((status) => ({ value: status, label: tAdmin(`adminLeagues.status.${status}`) }));

export function LeagueStatusBadge({ status }: { status: LeagueStatusValue }) {
  return (
    <Badge color={leagueStatusColor[status]} variant="light">
      {tAdmin(`adminLeagues.status.${status}`)}
    </Badge>
  );
}

/** The card's status dropdown (admin spec §4: freely changeable among active, started, completed, cancelled). */
export function LeagueStatusSelect({
  name,
  value,
  onChange,
  disabled,
}: {
  name: string;
  value: LeagueStatusValue;
  onChange: (status: LeagueStatusValue) => void;
  disabled: boolean;
}) {
  return (
    <Select
      aria-label={tAdmin('adminLeagues.statusFor', { name })}
      data={leagueStatusOptions()}
      value={value}
      allowDeselect={false}
      disabled={disabled}
      size="xs"
      w={130}
      onChange={(next) => next && next !== value && onChange(next)}
      leftSection={<span aria-hidden style={{ width: 8, height: 8, borderRadius: 4, background: `var(--mantine-color-${leagueStatusColor[value]}-6)` }} />}
    />
  );
}
