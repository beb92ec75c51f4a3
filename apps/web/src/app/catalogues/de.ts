import base from '../../locales/de.json';
import { mergeCatalogues } from './merge.ts';

/** Every text of the German pages: the shared catalogue and each area's own file. */
export const catalogue = mergeCatalogues(
  base,
  import.meta.glob<Record<string, unknown>>('../../locales/de/*.json', { eager: true, import: 'default' }),
);
