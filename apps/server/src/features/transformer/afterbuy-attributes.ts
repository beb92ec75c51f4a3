import type { MvlRow } from '@baylytics/contract/transformer';
import { transformerValueKeys } from '@baylytics/contract/transformer';
import type { AfterbuyAttribute } from '../../integrations/afterbuy/create-afterbuy-client.ts';

/** How the shop names each vehicle's attribute: Afterbuy shops are German, as the transformer's site 77. */
export const afterbuyAttributeName = (position: number) => `Fahrzeug ${position}`;

/**
 * The vehicles of the table as an Afterbuy product's attributes, in table order: one attribute per vehicle with
 * a value, its values joined by spaces and its notes in brackets ("BMW 3er 320d (Nur Kombi)").
 */
export function afterbuyAttributesOf(rows: readonly Omit<MvlRow, 'index'>[]): AfterbuyAttribute[] {
  const values = rows.flatMap((row) => {
    const vehicle = transformerValueKeys
      .map((key) => row[key].trim())
      .filter(Boolean)
      .join(' ');
    const notes = row.notes.trim();
    return vehicle ? [notes ? `${vehicle} (${notes})` : vehicle] : [];
  });
  return values.map((value, i) => ({ name: afterbuyAttributeName(i + 1), value }));
}
