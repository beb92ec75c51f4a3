// What other areas may use of ranking: the BayScore button that opens what made a score.

export { ScoreBreakdownButton } from './score-breakdown/components/score-breakdown-button.tsx';
