/** The dashboard's stats query (owned by the dashboard feature); voice changes refresh its counters. */
export const dashboardStatsKey = ['/api/dashboard/stats'] as const;
