import { mp4Sample } from '@baylytics/sandbox/ebay/testing/mp4-sample';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

const screen = '/app/tools/videos';

async function useEnglish(page: Page): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
}

/** The screen once the demo seller is connected (the demo seed connects it in the server's first seconds). */
async function openVideos(page: Page): Promise<void> {
  await page.goto(screen);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('video-account')).toHaveText('demo-seller-3', { timeout: 5_000 });
  }).toPass({ timeout: 50_000 });
}

const texts = {
  de: {
    title: 'Titel',
    description: 'Beschreibung',
    file: 'Videodatei (MP4)',
    upload: 'Hochladen',
    uploaded: 'Das Video ist hochgeladen. eBay verarbeitet es jetzt.',
    pending: 'eBay verarbeitet',
    chooseFile: 'Bitte wählen Sie eine Datei.',
  },
  en: {
    title: 'Title',
    description: 'Description',
    file: 'Video file (MP4)',
    upload: 'Upload',
    uploaded: 'The video is uploaded. eBay is processing it now.',
    pending: 'eBay processing',
    chooseFile: 'Please choose a file.',
  },
} as const;

for (const language of ['de', 'en'] as const) {
  const text = texts[language];

  test(`uploads an MP4 with the progress bar reaching 100 % (${language})`, async ({ page }) => {
    if (language === 'en') await useEnglish(page);
    await signIn(page, 'gold');
    await openVideos(page);
    const title = `Produktvideo ${language} ${Date.now()}`;
    await page.getByRole('textbox', { name: text.title }).fill(title);
    await page.getByRole('textbox', { name: text.description }).fill('So sieht der Artikel aus');
    await page.getByRole('button', { name: text.file }).click();
    const chooser = page.locator('input[type="file"]');
    await chooser.setInputFiles({
      name: 'artikel.mp4',
      mimeType: 'video/mp4',
      buffer: mp4Sample({ seed: language === 'de' ? 501 : 502, mediaBytes: 2_000_000 }),
    });
    await page.getByRole('button', { name: text.upload, exact: true }).click();
    await expect(page.getByTestId('video-progress')).toHaveAttribute('data-value', '100');
    await expect(page.getByText(text.uploaded)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('video-status')).toContainText(text.pending);
  });

  test(`says 'please choose file' when no file is chosen (${language})`, async ({ page }) => {
    if (language === 'en') await useEnglish(page);
    await signIn(page, 'gold');
    await openVideos(page);
    await page.getByRole('textbox', { name: text.title }).fill('Ohne Datei');
    await page.getByRole('textbox', { name: text.description }).fill('Kein Video gewählt');
    await page.getByRole('button', { name: text.upload, exact: true }).click();
    await expect(page.getByText(text.chooseFile)).toBeVisible();
  });
}
