import type { EditorItem } from '@baylytics/contract/listing-item-specifics';
import { describe, expect, it } from 'vitest';
import { isChanged, rowsWithEdits, shownValue } from './editor-rows.ts';

const item = (itemNumber: string, changed = false): EditorItem => ({
  itemNumber,
  title: `Listing ${itemNumber}`,
  sku: '',
  galleryURL: null,
  eBayUrl: `https://www.ebay.de/itm/${itemNumber}`,
  characteristics: [{ name: 'Farbe', value: ['Rot'] }],
  changed,
  index: 1,
});

describe('the editor rows', () => {
  const items = [item('1'), item('2'), item('3', true)];

  it('keeps every row object an edit of another row does not touch', () => {
    const first = rowsWithEdits(items, {}, new Map());
    const second = rowsWithEdits(items, { '2': { Farbe: ['Blau'] } }, first);
    expect(second.get('1')).toBe(first.get('1'));
    expect(second.get('3')).toBe(first.get('3'));
    expect(second.get('2')).not.toBe(first.get('2'));
  });

  it('gives a row a new object when its listing comes back from the server', () => {
    const first = rowsWithEdits(items, {}, new Map());
    const again = rowsWithEdits([item('1'), ...items.slice(1)], {}, first);
    expect(again.get('1')).not.toBe(first.get('1'));
    expect(again.get('2')).toBe(first.get('2'));
  });

  it('draws the row of the opened field again and keeps the others', () => {
    const first = rowsWithEdits(items, {}, new Map());
    const opened = rowsWithEdits(items, {}, first, { itemNumber: '2', aspect: 'Farbe' });
    expect(opened.get('2')?.open).toBe('Farbe');
    expect(opened.get('2')).not.toBe(first.get('2'));
    expect(opened.get('1')).toBe(first.get('1'));
    const moved = rowsWithEdits(items, {}, opened, { itemNumber: '3', aspect: 'Farbe' });
    expect([moved.get('2')?.open, moved.get('3')?.open]).toEqual([null, 'Farbe']);
    expect(moved.get('1')).toBe(first.get('1'));
  });

  it('shows the unsaved value before the saved one and counts either as a change', () => {
    const rows = rowsWithEdits(items, { '2': { Farbe: [] } }, new Map());
    const [one, two, three] = ['1', '2', '3'].map((id) => rows.get(id));
    if (!one || !two || !three) throw new Error('a row is missing');
    expect(shownValue(one, 'Farbe')).toEqual(['Rot']);
    expect(shownValue(two, 'Farbe')).toEqual([]);
    expect(shownValue(one, 'Marke')).toEqual([]);
    expect([isChanged(one), isChanged(two), isChanged(three)]).toEqual([false, true, true]);
  });
});
