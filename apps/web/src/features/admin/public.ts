// What the shell may use of the admin area (it imports nothing else from this folder): the bar shown on every
// page while an administrator acts as a user.
export { ImpersonationBar } from './components/impersonation-bar.tsx';
