import { formatCents } from '@arena/shared';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash, IconTrophy, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { competitionAdminTexts } from './admin-texts';
import type { EditedCompetition } from './competition-form-modal';
import type { CompetitionKind } from './kind';

/** What every league and tournament of the back office has: what its form edits, and its counts and teams. */
export interface AdminCompetition extends EditedCompetition {
  pendingEnrollments: number;
  paidEntries: number;
  matchCount: number;
  availableTeams: { id: string; name: string }[];
}

interface CompetitionAdminCardProps {
  kind: CompetitionKind;
  competition: AdminCompetition;
  onEdit: () => void;
  onDelete: () => void;
  /** The status dropdown, beside the entry fee and the prize. */
  status: ReactNode;
  /** The champion, where the kind shows it among the counts. */
  championName?: string | null;
  'data-testid'?: string;
  /** The kind's own sections: its teams, its champion panel, its links. */
  children: ReactNode;
}

/**
 * One league or tournament of the back office (admin spec §4): name, dates, edit and delete, description, status
 * with entry fee and prize, the counts of pending enrollments, paid entries and matches, then the kind's sections.
 */
export function CompetitionAdminCard({ kind, competition: c, onEdit, onDelete, status, championName, children, ...rest }: CompetitionAdminCardProps) {
  const text = competitionAdminTexts[kind];
  const titleId = `${kind}-${c.id}-title`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} data-testid={rest['data-testid']}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {c.name}
            </Title>
            <Text size="xs" c="dimmed">
              {text.dates(`${formatDate(c.startDate)} – ${formatDate(c.endDate)}`)}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={text.editTooltip(c.name)}>
              <ActionIcon variant="subtle" aria-label={text.editFor(c.name)} onClick={onEdit}>
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={text.deleteTooltip(c.name)}>
              <ActionIcon variant="subtle" color="red" aria-label={text.deleteFor(c.name)} onClick={onDelete}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>

        {c.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {c.description}
          </Text>
        )}

        <Group justify="space-between" gap="xs">
          {status}
          <Group gap="md">
            <Figure label={text.entry}>{formatCents(c.priceCents)}</Figure>
            <Figure label={text.prize} color="var(--mantine-color-teal-text)">
              {formatCents(c.winningPriceCents)}
            </Figure>
          </Group>
        </Group>

        <Group gap={6}>
          {c.pendingEnrollments > 0 && (
            <Badge color="orange" variant="light" size="sm">
              {text.pending(c.pendingEnrollments)}
            </Badge>
          )}
          {c.paidEntries > 0 && (
            <Badge color="blue" variant="light" size="sm">
              {text.paid(c.paidEntries)}
            </Badge>
          )}
          <Badge color="gray" variant="light" size="sm">
            {text.matches(c.matchCount)}
          </Badge>
          {championName && (
            <Badge variant="filled" color="yellow" c="dark" size="sm" leftSection={<IconTrophy size={12} aria-hidden />}>
              {championName}
            </Badge>
          )}
        </Group>

        {children}
      </Stack>
    </Card>
  );
}

function Figure({ label, color, children }: { label: string; color?: string; children: ReactNode }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="sm" c={color}>
        {children}
      </Text>
    </Stack>
  );
}

/** A team's name and, under it, its owner (full name or email), else the kind's 'No manager' / 'No owner'. */
export function TeamAndOwner({ kind, name, owner }: { kind: CompetitionKind; name: string; owner: string | null }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={500} truncate>
        {name}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {owner ?? competitionAdminTexts[kind].noOwner}
      </Text>
    </Stack>
  );
}

interface TeamsSectionProps<Team extends { id: string; name: string; owner: string | null }> {
  kind: CompetitionKind;
  competitionName: string;
  /** 'Teams (3/12)', 'Selected Teams (3/8)'. */
  title: string;
  teams: Team[];
  addDisabled?: boolean;
  onAdd: () => void;
  /** What stands beside a team: its stage, crown it, remove it… */
  actions: (team: Team) => ReactNode;
}

/** The teams that play: each with its owner and the kind's actions; Add Team. */
export function CompetitionTeamsSection<Team extends { id: string; name: string; owner: string | null }>({
  kind,
  competitionName,
  title,
  teams,
  addDisabled,
  onAdd,
  actions,
}: TeamsSectionProps<Team>) {
  const text = competitionAdminTexts[kind];
  return (
    <section aria-label={title}>
      <SectionHead title={title} add={text.addTeam} addLabel={text.addTeamFor(competitionName)} onAdd={onAdd} disabled={addDisabled} />
      <CompetitionTeamList kind={kind} teams={teams} empty={text.noTeams} actions={actions} />
    </section>
  );
}

interface TeamListProps<Team extends { id: string; name: string; owner: string | null }> {
  kind: CompetitionKind;
  teams: Team[];
  /** What shows when there is no team. */
  empty: string;
  /** What stands beside a team: its stage, crown it, advance it, remove it… */
  actions: (team: Team) => ReactNode;
}

/** A list of teams, each with its owner and the kind's actions at the right; the empty text when there is none. */
export function CompetitionTeamList<Team extends { id: string; name: string; owner: string | null }>({ kind, teams, empty, actions }: TeamListProps<Team>) {
  if (teams.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {teams.map((team) => (
        <Group key={team.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
          <TeamAndOwner kind={kind} name={team.name} owner={team.owner} />
          <Group gap={4} wrap="nowrap">
            {actions(team)}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

interface AvailableTeamsSectionProps {
  kind: CompetitionKind;
  competitionName: string;
  teams: { id: string; name: string }[];
  onAdd: () => void;
  onRemove: (team: { id: string; name: string }) => void;
}

/** Available Teams (admin spec §4): the names a player may pick once approved; add one, remove one. */
export function AvailableTeamsSection({ kind, competitionName, teams, onAdd, onRemove }: AvailableTeamsSectionProps) {
  const text = competitionAdminTexts[kind];
  return (
    <section aria-label={text.availableTeams}>
      <SectionHead
        title={`${text.availableTeams} (${teams.length})`}
        add={text.addAvailableTeam}
        addLabel={text.addAvailableTeamFor(competitionName)}
        onAdd={onAdd}
      />
      {teams.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text.noAvailableTeams}
        </Text>
      ) : (
        <Group gap={6}>
          {teams.map((team) => (
            <Badge
              key={team.id}
              variant="outline"
              color="gray"
              size="lg"
              tt="none"
              fw={500}
              rightSection={
                <ActionIcon size="xs" variant="transparent" color="gray" aria-label={text.removeAvailableFor(team.name)} onClick={() => onRemove(team)}>
                  <IconX size={12} aria-hidden />
                </ActionIcon>
              }
            >
              {team.name}
            </Badge>
          ))}
        </Group>
      )}
    </section>
  );
}

function SectionHead({ title, add, addLabel, onAdd, disabled }: { title: string; add: string; addLabel: string; onAdd: () => void; disabled?: boolean }) {
  return (
    <Group justify="space-between" mb={6} gap="xs">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd} disabled={disabled} aria-label={addLabel}>
        {add}
      </Button>
    </Group>
  );
}
