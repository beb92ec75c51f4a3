// The learning area's chunk.
export { LearningClassPage } from './pages/learning-class-page.tsx';
export { ManualPage } from './pages/manual-page.tsx';
