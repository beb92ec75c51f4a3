import { mergeCatalogues } from './merge.ts';

/** The English texts of the signed-in screens' areas, loaded with the signed-in frame. */
export const catalogue = mergeCatalogues(
  {},
  import.meta.glob<Record<string, unknown>>(
    ['../../locales/en/*.json', '!../../locales/en/{billing,chart,keyword-lists,list,marketplace}.json'],
    { eager: true, import: 'default' },
  ),
);
