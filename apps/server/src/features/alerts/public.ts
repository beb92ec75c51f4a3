// What other areas may use of alerts (they import nothing else from this folder): the evaluation the crawler runs
// after a search, after a day's derivation and after the history backfill.

export { evaluateDailyAlerts, evaluateNewestSearchAlerts, evaluateSearchAlerts } from './evaluation.ts';
