// What other areas may use of alerts (they import nothing else from this folder): the evaluation the crawler runs
// after a search and after a day's derivation, and the rules the demo seed sets.

export { evaluateDailyAlerts, evaluateSearchAlerts } from './evaluation.ts';
