export const dashboardKeys = {
  all: ['dashboard'] as const,
  activity: ['dashboard', 'activity'] as const,
  ranking: ['dashboard', 'ranking'] as const,
};
