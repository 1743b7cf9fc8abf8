import { t, type TeamStage, type TournamentStatus } from '@arena/shared';
import { Badge, type BadgeProps } from '@mantine/core';

const STATUS_COLOR: Record<TournamentStatus, string> = { upcoming: 'blue', active: 'green', completed: 'gray', cancelled: 'red' };
const STAGE_COLOR: Record<TeamStage, string> = {
  '8th_finalist': 'gray',
  quarterfinalist: 'blue',
  semifinalist: 'violet',
  finalist: 'orange',
  champion: 'yellow',
};

export function TournamentStatusBadge({ status, ...props }: { status: TournamentStatus } & BadgeProps) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" {...props}>
      {t(`tournamentUi.status.${status}`)}
    </Badge>
  );
}

export function TeamStageBadge({ stage, ...props }: { stage: TeamStage } & BadgeProps) {
  return (
    <Badge color={STAGE_COLOR[stage]} variant="light" size="sm" {...props}>
      {t(`tournamentUi.stage.${stage}`)}
    </Badge>
  );
}
