// The keywords area's chunk.
export { KeywordListDetailsPage } from './keyword-lists/pages/keyword-list-details-page.tsx';
export { KeywordListsPage } from './keyword-lists/pages/keyword-lists-page.tsx';
export { KeywordProPage } from './keyword-pro/pages/keyword-pro-page.tsx';

export { KeywordToolPage } from './keyword-tool/pages/keyword-tool-page.tsx';
export { ReverseTrackerPage } from './reverse-tracker/pages/reverse-tracker-page.tsx';
