/** The name of the history backfill's progress row in `engine_runs`. */
export const backfillRunName = 'backfill';
