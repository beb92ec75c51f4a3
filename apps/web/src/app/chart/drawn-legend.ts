type Series = { name?: unknown; data?: unknown };
type Legend = { data?: unknown[] } & Record<string, unknown>;

const hasValue = (entry: unknown): boolean => {
  if (entry === null || entry === undefined) return false;
  if (Array.isArray(entry))
    return entry.length > 1 ? entry[1] !== null && entry[1] !== undefined : hasValue(entry[0]);
  if (typeof entry === 'object' && 'value' in entry) return hasValue((entry as { value: unknown }).value);
  return true;
};

/**
 * The legend names only series that draw something: a series without a single value (no sponsored place
 * today, no promoted BayScore) would otherwise stand in the legend for nothing.
 */
export function withDrawnLegend<Option extends { legend?: unknown; series?: unknown }>(
  option: Option,
): Option {
  const legend = option.legend as Legend | undefined;
  if (!legend || Array.isArray(legend) || !Array.isArray(option.series)) return option;
  const series = option.series as Series[];
  const drawn = new Set(
    series.filter((s) => Array.isArray(s.data) && s.data.some(hasValue)).map((s) => String(s.name ?? '')),
  );
  const names = (legend.data ?? series.map((s) => s.name)).filter(
    (name): name is string => typeof name === 'string' && drawn.has(name),
  );
  return { ...option, legend: { ...legend, data: names } };
}
