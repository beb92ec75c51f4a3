// What other areas may use of ranking (they import nothing else from this folder): the header's alert bell, and
// the BayScore button that opens what made a score.
export { AlertBell } from './alerts/components/alert-bell.tsx';
export { ScoreBreakdownButton } from './score-breakdown/components/score-breakdown-button.tsx';
