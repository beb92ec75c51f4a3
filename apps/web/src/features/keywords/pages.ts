// The keywords area's chunk.
export { ReverseTrackerPage } from './reverse-tracker/pages/reverse-tracker-page.tsx';
