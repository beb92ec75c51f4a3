import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../locales/de/chart.json';
import en from '../../locales/en/chart.json';
import { chartFigures } from './chart-figures.ts';
import { chartSummary } from './chart-summary.ts';
import { chartTableRows } from './chart-table.ts';
import { localizedChartOption } from './localized-chart-option.ts';

const texts = i18next.createInstance();
beforeAll(async () => {
  await texts.init({
    resources: { de: { translation: de }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});
/** What a screen reader hears for the chart, in the page's language, as the chart component builds it. */
const summaryOf = (option: Parameters<typeof chartFigures>[0], title: string, language: 'de' | 'en') =>
  chartSummary(chartFigures(localizedChartOption(option, language), language), title, (key, values) =>
    texts.getFixedT(language)(key, values),
  );

const kpiDays = {
  xAxis: { type: 'category', data: ['01.11.', '02.11.', '03.11.'] },
  yAxis: [{ type: 'value' }, { type: 'value', axisLabel: { formatter: (value: number) => `${value} €` } }],
  series: [
    { type: 'line', name: 'Median', data: [1234.5, null, 1100] },
    { type: 'bar', name: 'Umsatz', yAxisIndex: 1, data: [{ value: 20 }, 35, '-'] },
  ],
};

describe("a chart's text alternative", () => {
  it("names the title and range, a line's latest value and extremes, a bar's extremes, written as its axis", () => {
    expect(summaryOf(kpiDays, 'Verlauf', 'de')).toBe(
      'Verlauf, 01.11. bis 03.11. ' +
        'Median: zuletzt 1.100 (03.11.), niedrigster Wert 1.100 (03.11.), höchster 1.234,5 (01.11.). ' +
        'Umsatz: niedrigster Wert 20 € (01.11.), höchster 35 € (02.11.).',
    );
    expect(summaryOf(kpiDays, 'History', 'en')).toBe(
      'History, 01.11. to 03.11. ' +
        'Median: latest 1,100 (03.11.), lowest 1,100 (03.11.), highest 1,234.5 (01.11.). ' +
        'Umsatz: lowest 20 € (01.11.), highest 35 € (02.11.).',
    );
  });

  it('reads places over time in the order of time, and leaves out a series without a value', () => {
    const day = Date.UTC(2026, 10, 1, 0, 0);
    const option = {
      xAxis: { type: 'time' },
      yAxis: { type: 'value', inverse: true },
      series: [
        {
          type: 'line',
          name: 'shoes',
          data: [
            [day + 86_400_000, 4],
            [day, 9],
          ],
        },
        { type: 'line', name: 'shoes (ads)', data: [[day, null]] },
      ],
    };
    const figures = chartFigures(option, 'en');
    expect(figures.series.map((one) => one.name)).toEqual(['shoes']);
    expect(figures.rows).toHaveLength(2);
    const text = summaryOf(option, 'Position', 'en');
    expect(text).toMatch(
      /^Position, \S+ to \S+\. shoes: latest 4 \(\S+\), lowest 4 \(\S+\), highest 9 \(\S+\)\.$/,
    );
  });

  it('says so when there is nothing to read', () => {
    expect(summaryOf({ series: [{ type: 'line', name: 'A', data: [] }] }, 'Umsatz', 'de')).toBe(
      'Umsatz: keine Werte vorhanden.',
    );
    expect(summaryOf({ series: [] }, 'Revenue', 'en')).toBe('Revenue: no figures to show.');
  });
});

describe("a chart's table", () => {
  it('has one row per category and one column per series, values as their axis writes them', () => {
    const figures = chartFigures(localizedChartOption(kpiDays, 'de'), 'de');
    expect(figures.series.map((one) => one.name)).toEqual(['Median', 'Umsatz']);
    expect(chartTableRows(figures)).toEqual([
      ['01.11.', '1.234,5', '20 €'],
      ['02.11.', '–', '35 €'],
      ['03.11.', '1.100', '–'],
    ]);
  });

  it('merges points that carry their own x across series, in the order of x', () => {
    const option = {
      xAxis: { type: 'value' },
      series: [
        {
          type: 'scatter',
          name: 'A',
          data: [
            [2, 10],
            [1, 20],
          ],
        },
        { type: 'line', name: 'B', data: [[2, 5]] },
      ],
    };
    const figures = chartFigures(localizedChartOption(option, 'en'), 'en');
    expect(figures.rowKind).toBe('category');
    expect(chartTableRows(figures)).toEqual([
      ['1', '20', '–'],
      ['2', '10', '5'],
    ]);
  });

  it("lists a pie's slices by name and value", () => {
    const figures = chartFigures(
      {
        series: [
          {
            type: 'pie',
            name: 'Verträge',
            data: [
              { name: 'Gold', value: 7 },
              { name: 'Silber', value: 3 },
            ],
          },
        ],
      },
      'de',
    );
    expect(figures.rowKind).toBe('part');
    expect(chartSummary(figures, 'Verträge', (key, values) => texts.getFixedT('de')(key, values))).toBe(
      'Verträge, 2 Teile. Verträge: niedrigster Wert 3 (Silber), höchster 7 (Gold).',
    );
    expect(chartTableRows(figures)).toEqual([
      ['Gold', '7'],
      ['Silber', '3'],
    ]);
  });

  it('writes a time axis as days, with the time where it is not midnight', () => {
    const midnight = new Date(2026, 10, 25, 0, 0).getTime();
    const noon = new Date(2026, 10, 25, 12, 30).getTime();
    const option = {
      xAxis: { type: 'time' },
      series: [
        {
          type: 'line',
          name: 'A',
          data: [
            [noon, 2],
            [midnight, 1],
          ],
        },
      ],
    };
    expect(chartTableRows(chartFigures(option, 'de'))).toEqual([
      ['25.11.2026', '1'],
      ['25.11.2026 12:30', '2'],
    ]);
    expect(chartTableRows(chartFigures(option, 'en'))[1]).toEqual(['2026-11-25 12:30', '2']);
  });
});
