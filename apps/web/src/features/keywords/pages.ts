// The keywords area's chunk.

export { KeywordToolPage } from './keyword-tool/pages/keyword-tool-page.tsx';
export { ReverseTrackerPage } from './reverse-tracker/pages/reverse-tracker-page.tsx';
