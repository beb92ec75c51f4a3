// The admin area's chunk.
export { UsersPage } from './pages/users-page.tsx';
