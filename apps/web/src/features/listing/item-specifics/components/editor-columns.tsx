import type { AspectColumn } from '@baylytics/contract/listing-item-specifics';
import { type RefObject, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../../app/list/data-table.tsx';
import { type EditorRow, isChanged, type OnEdit } from '../editor-rows.ts';
import classes from './characteristic-field.module.css';
import { characteristicField } from './characteristic-field.tsx';

/** Stands for the listing's title in a column's translated field name; no title contains it. */
const titleSlot = '\u0000';

/**
 * A field's name per listing, translated once per column ("Marke of <title>"): a page of listings names hundreds
 * of fields, and translating each one cost more than drawing it (bench/editor-profile.ts).
 */
export function fieldNameOf(template: string): (title: string) => string {
  const [before = '', after = ''] = template.split(titleSlot);
  return (title) => `${before}${title}${after}`;
}

/**
 * The editor's columns: the listing, then one per aspect of the category (spec 002 §2). Built once per category's
 * aspects and language: an edit changes its row's object only, so only that row is drawn again.
 */
export function useEditorColumns(
  aspects: readonly AspectColumn[],
  onEdit: RefObject<OnEdit>,
): DataColumn<EditorRow>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const changed = t('itemSpecifics.changed');
    return [
      {
        id: 'item',
        header: t('itemSpecifics.item'),
        minWidth: 280,
        width: 280,
        // Plain elements of one fixed height: the windowed rows need no measuring.
        cell: (row: EditorRow) => (
          <div className={classes.item}>
            {row.item.galleryURL && <img className={classes.picture} src={row.item.galleryURL} alt="" />}
            <div className={classes.itemText}>
              <a
                className={classes.title}
                href={row.item.eBayUrl}
                target="_blank"
                rel="noreferrer"
                title={row.item.title}
              >
                {row.item.title}
              </a>
              <span className={classes.numbers}>
                {row.item.itemNumber}
                {row.item.sku ? ` · ${row.item.sku}` : ''}
                {isChanged(row) && <span className={classes.changed}>{changed}</span>}
              </span>
            </div>
          </div>
        ),
      },
      ...aspects.map((aspect): DataColumn<EditorRow> => {
        const nameFor = fieldNameOf(t('itemSpecifics.valueOf', { name: aspect.name, title: titleSlot }));
        return {
          id: `aspect-${aspect.name}`,
          header: `${aspect.name}${aspect.isRequired ? ' *' : ''}`,
          minWidth: 180,
          width: 180,
          cell: (row) => characteristicField(aspect, row, nameFor(row.item.title), onEdit),
        };
      }),
    ];
  }, [t, aspects, onEdit]);
}
