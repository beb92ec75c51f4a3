import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../locales/de/chart.json';
import en from '../../locales/en/chart.json';
import { chartFigures, type GivenRowKind } from './chart-figures.ts';
import { chartRowHeading } from './chart-table.ts';

const texts = i18next.createInstance();
beforeAll(async () => {
  await texts.init({ resources: { de: { translation: de }, en: { translation: en } } });
});

/** The table's first column heading in German and in English, as the chart's table shows it. */
function headings(option: Parameters<typeof chartFigures>[0], rowKind?: GivenRowKind): [string, string] {
  return [
    chartRowHeading(chartFigures(option, 'de', rowKind), texts.getFixedT('de')),
    chartRowHeading(chartFigures(option, 'en', rowKind), texts.getFixedT('en')),
  ];
}

const line = (data: unknown[]) => [{ type: 'line', name: 'Platz', data }];

describe("the chart table's first column", () => {
  it('heads days as Tag / Day: ISO days on a category axis and a time axis of midnights', () => {
    const isoDays = { xAxis: { type: 'category', data: ['2026-11-25', '2026-11-26'] }, series: line([3, 4]) };
    const midnights = {
      xAxis: { type: 'time' },
      series: line([
        [new Date(2026, 10, 25).getTime(), 3],
        [new Date(2026, 10, 26).getTime(), 4],
      ]),
    };
    expect(headings(isoDays)).toEqual(['Tag', 'Day']);
    expect(headings(midnights)).toEqual(['Tag', 'Day']);
  });

  it('heads points in time as Zeitpunkt / Time once a point is not at midnight', () => {
    const option = {
      xAxis: { type: 'time' },
      series: line([
        [new Date(2026, 10, 25).getTime(), 3],
        [new Date(2026, 10, 25, 14, 15).getTime(), 4],
      ]),
    };
    expect(headings(option)).toEqual(['Zeitpunkt', 'Time']);
  });

  it('heads categories the chart wrote itself as the chart says: days, months, ranges', () => {
    const written = { xAxis: { type: 'category', data: ['25.11', '26.11'] }, series: line([3, 4]) };
    expect(headings(written, 'day')).toEqual(['Tag', 'Day']);
    expect(headings(written, 'month')).toEqual(['Monat', 'Month']);
    expect(headings(written, 'range')).toEqual(['Bereich', 'Range']);
  });

  it("takes the x axis's own name where it has one; other categories are Kategorie / Category", () => {
    const named = {
      xAxis: { type: 'category', name: 'Keyword', data: ['a', 'b'] },
      series: line([3, 4]),
    };
    const unnamed = { xAxis: { type: 'category', data: ['a', 'b'] }, series: line([3, 4]) };
    const pie = { series: [{ type: 'pie', name: 'Pläne', data: [{ name: 'Gold', value: 2 }] }] };
    expect(headings(named)).toEqual(['Keyword', 'Keyword']);
    expect(headings(unnamed)).toEqual(['Kategorie', 'Category']);
    expect(headings(pie)).toEqual(['Teil', 'Part']);
  });
});
