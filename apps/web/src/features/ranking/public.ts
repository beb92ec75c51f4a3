// What the shell may use of the ranking area (it imports nothing else from this folder): the header's alert bell.
export { AlertBell } from './alerts/components/alert-bell.tsx';
