// The admin area's chunk.

export { AssistantsPage } from './pages/assistants-page.tsx';
export { KeptInvoicesPage } from './pages/kept-invoices-page.tsx';
export { KpiPage } from './pages/kpi-page.tsx';
export { AdminLoginLogsPage } from './pages/login-logs-page.tsx';
export { UsersPage } from './pages/users-page.tsx';
