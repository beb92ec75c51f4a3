/** What the add form holds (spec 001 §2.3). */
export interface AddKeywordsValues {
  itemNumber: string;
  countryId: number | null;
  /** Picked in the multi-select (suggestions, saved lists, or typed). */
  selected: string[];
  /** One keyword per line. */
  lines: string;
}

/** The keywords to add: the selected ones and the textarea's lines, blanks skipped, each once. */
export function keywordsOf(values: Pick<AddKeywordsValues, 'selected' | 'lines'>): string[] {
  const all = [...values.selected, ...values.lines.split(/\r?\n/)].map((k) => k.trim()).filter(Boolean);
  const seen = new Set<string>();
  return all.filter((k) => {
    const key = k.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The first rule the values break (spec 001 §5), as a translation key, or null: item number required, at least
 * one keyword, a country. The add-keywords modal names a missing country pleaseSelectEBaySiteId.
 */
export function addKeywordsError(values: AddKeywordsValues, place: 'form' | 'modal'): string | null {
  if (!/^\d+$/.test(values.itemNumber.trim())) return 'myRanking.pleaseEnterItemNumber';
  if (keywordsOf(values).length === 0) return 'myRanking.pleaseEnterTheKeywords';
  if (values.countryId === null)
    return place === 'modal' ? 'myRanking.pleaseSelectEBaySiteId' : 'myRanking.pleaseSelectCountry';
  return null;
}
