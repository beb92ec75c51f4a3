// The affiliate area's chunk.
export { UserAffiliatePage } from './pages/user-affiliate-page.tsx';
