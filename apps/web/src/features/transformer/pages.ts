// The transformer area's chunk.
export { TransformerPage } from './pages/transformer-page.tsx';
