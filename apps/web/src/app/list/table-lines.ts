/** One line of a grouped body: a group's header row, or a row with its place among the rows (for the stripes). */
export type Line<T, G> = { kind: 'row'; row: T; ordinal: number } | { kind: 'group'; group: G };

/** The lines of a grouped table in order: each group's header, then its rows. */
export function linesOf<T, G>(groups: readonly G[], rowsOf: (group: G) => readonly T[]): Line<T, G>[] {
  const lines: Line<T, G>[] = [];
  let ordinal = 0;
  for (const group of groups) {
    lines.push({ kind: 'group', group });
    for (const row of rowsOf(group)) lines.push({ kind: 'row', row, ordinal: ordinal++ });
  }
  return lines;
}
