import base from '../../locales/en.json';
import { mergeCatalogues } from './merge.ts';

/** Every text of the English pages: the shared catalogue and each area's own file. */
export const catalogue = mergeCatalogues(
  base,
  import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { eager: true, import: 'default' }),
);
