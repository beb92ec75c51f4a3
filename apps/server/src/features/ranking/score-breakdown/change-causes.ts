/** Causes of a day's change a seller is shown at most. */
export const changeCauseLimit = 10;

type Kind = 'gained' | 'lost' | 'better' | 'worse';

/**
 * The main causes of a change between two days, from each part's value on both days (null = not there):
 * parts gained or lost first, then the biggest moves (lower is better); unchanged parts are no cause. Ties
 * keep the given order.
 */
export function changeCauses<T extends { yesterday: number | null; today: number | null }>(
  parts: readonly T[],
): (T & { kind: Kind })[] {
  const weighed = parts.flatMap((part, order) => {
    const { yesterday, today } = part;
    if (yesterday === today) return [];
    if (yesterday === null) return [{ part: { ...part, kind: 'gained' as Kind }, size: Infinity, order }];
    if (today === null) return [{ part: { ...part, kind: 'lost' as Kind }, size: Infinity, order }];
    const kind: Kind = today < yesterday ? 'better' : 'worse';
    return [{ part: { ...part, kind }, size: Math.abs(today - yesterday), order }];
  });
  return weighed
    .sort((a, b) => (a.size === b.size ? a.order - b.order : b.size - a.size))
    .slice(0, changeCauseLimit)
    .map((entry) => entry.part);
}
