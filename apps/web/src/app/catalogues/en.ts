import base from '../../locales/en.json';
import { mergeCatalogues } from './merge.ts';

/**
 * The texts every English page needs, public ones included: the shared catalogue and the areas the sign-in,
 * registration, purchase and mailbox pages or the app's shared parts use. The signed-in screens' own texts
 * come with the signed-in frame (`en-app.ts`).
 */
export const catalogue = mergeCatalogues(
  base,
  import.meta.glob<Record<string, unknown>>(
    '../../locales/en/{billing,chart,keyword-lists,list,marketplace}.json',
    {
      eager: true,
      import: 'default',
    },
  ),
);
