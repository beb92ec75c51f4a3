/** How a keyword is stored: trimmed, lower case, single spaces (searches ignore case). */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().toLowerCase().replace(/\s+/g, ' ');
}
