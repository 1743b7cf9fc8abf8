/** Query keys of the player's request screens. */
export const requestKeys = {
  all: ['requests'] as const,
  options: ['requests', 'options'] as const,
  competitions: (leagueId: string) => ['requests', 'competitions', leagueId] as const,
  mine: ['requests', 'mine'] as const,
};
