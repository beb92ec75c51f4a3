// The admin area's chunk.

export { AdminLoginLogsPage } from './pages/login-logs-page.tsx';
export { UsersPage } from './pages/users-page.tsx';
