/** The value below which `share` of the sorted values lie (nearest rank), to a tenth. */
export function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Math.round((sorted[rank] ?? 0) * 10) / 10;
}
