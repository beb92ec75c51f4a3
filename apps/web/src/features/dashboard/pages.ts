// The dashboard area's chunk.
export { DashboardPage } from './pages/dashboard-page.tsx';
