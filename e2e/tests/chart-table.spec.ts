import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

const texts = {
  de: {
    title: 'Umsatz je Monat',
    summary:
      /^Umsatz je Monat, \d{2}\.\d{4} bis \d{2}\.\d{4}\. Umsatz je Monat: niedrigster Wert .+ höchster (.+) \((\d{2}\.\d{4})\)\.$/,
    showTable: 'Als Tabelle zeigen',
    showChart: 'Als Diagramm zeigen',
    rowHeading: 'Monat',
    dailyTitle: 'Neu registrierte Nutzer je Tag',
    dayHeading: 'Tag',
  },
  en: {
    title: 'Monthly revenue',
    summary:
      /^Monthly revenue, \d{2}\.\d{4} to \d{2}\.\d{4}\. Monthly revenue: lowest .+ highest (.+) \((\d{2}\.\d{4})\)\.$/,
    showTable: 'Show as table',
    showChart: 'Show as chart',
    rowHeading: 'Month',
    dailyTitle: 'New registered users per day',
    dayHeading: 'Day',
  },
} as const;

for (const language of ['de', 'en'] as const) {
  const text = texts[language];

  test(`a chart is read in words and shown as a table of its figures instead, and back (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem('language_selected', chosen), language);
    await signIn(page, 'administrator');
    await page.goto('/app/admin/baylytics-kpi');
    const figure = page.getByRole('figure', { name: text.title, exact: true });
    // The figures load beside the other browser tests' traffic on two shared cores: give them time to arrive.
    await expect(figure).toBeVisible({ timeout: 60_000 });
    const chart = figure.getByRole('img', { name: text.summary });
    await expect(chart).toHaveAccessibleName(text.summary);
    const [, highest, highestMonth] =
      ((await chart.getAttribute('aria-label')) ?? '').match(text.summary) ?? [];
    const tablesBefore = await page.getByRole('table').count();

    // The table replaces the drawing: one more table in the page, no image, the same figures.
    await figure.getByRole('button', { name: text.showTable, exact: true }).click();
    const table = figure.getByRole('table', { name: text.title, exact: true });
    await expect(table).toBeVisible();
    await expect(chart).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(tablesBefore + 1);
    await expect(table.getByRole('columnheader')).toHaveText([text.rowHeading, text.title]);
    const highestRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: highestMonth }) });
    await expect(highestRow.getByRole('cell')).toHaveText([highest ?? '']);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(1);

    // And back: the drawing returns in place of the table, the button keeps the focus.
    const showChart = figure.getByRole('button', { name: text.showChart, exact: true });
    await showChart.click();
    await expect(table).toHaveCount(0);
    await expect(chart.locator('svg')).toBeVisible();
    await expect(chart).toHaveAccessibleName(text.summary);
    await expect(figure.getByRole('button', { name: text.showTable, exact: true })).toBeFocused();
    await expect(page.getByRole('table')).toHaveCount(tablesBefore);

    // A chart of days heads its rows with the day, not with the axis.
    const daily = page.getByRole('figure', { name: text.dailyTitle, exact: true });
    await daily.getByRole('button', { name: text.showTable, exact: true }).click();
    const dailyTable = daily.getByRole('table', { name: text.dailyTitle, exact: true });
    await expect(dailyTable.getByRole('columnheader')).toHaveText([text.dayHeading, text.dailyTitle]);
  });
}
