import { createHash } from 'node:crypto';
import { moderate } from '@baylytics/sandbox/ebay/media-moderation';
import { mp4Sample } from '@baylytics/sandbox/ebay/testing/mp4-sample';
import { expect, type Page, test } from '@playwright/test';
import { type DemoKind, demoAccount } from '../../apps/server/src/seed/demo-accounts.ts';
import { queryDatabase } from '../support/demo-market.ts';
import { signIn } from '../support/sign-in.ts';

const screen = '/app/tools/videos';

// Uploads stream megabytes through the server to the eBay stand-in; each test may wait for the seller's connection.
test.describe.configure({ timeout: 180_000 });

async function useEnglish(page: Page): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language_selected', 'en'));
}

/**
 * The screen once the demo seller is connected (the demo seed connects it in the server's first seconds). Each
 * look waits long enough for a page that two browsers and the server's jobs share two cores with.
 */
async function openVideos(page: Page, sellerName = 'demo-seller-3'): Promise<void> {
  await page.goto(screen);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('video-account')).toHaveText(sellerName, { timeout: 20_000 });
  }).toPass({ timeout: 80_000 });
}

/** An MP4 that the eBay stand-in's moderation lets go LIVE (it decides by the file's digest and the texts). */
function liveMp4(firstSeed: number, title: string, description: string): Buffer {
  for (let seed = firstSeed; seed < firstSeed + 100; seed++) {
    const file = mp4Sample({ seed, mediaBytes: 400_000 });
    const digest = createHash('sha256').update(file).digest();
    if (moderate({ isMp4: true, digest, title, description }).status === 'LIVE') return file;
  }
  throw new Error('no seed goes live');
}

/** The n-th running listing of a demo user's connected seller, once the listing import has brought it. */
async function listingOf(kind: DemoKind, n: number): Promise<string> {
  let itemNumber = '';
  await expect
    .poll(
      async () => {
        const rows = await queryDatabase<{ item: string }>(
          `select l.item_number::text as item
           from listings l join ranking_accounts a on a.id = l.account_id join users u on u.id = a.user_id
           where lower(u.email) = lower($1) and not l.is_ended and l.site_id = 77
           order by l.item_number offset $2 limit 1`,
          [demoAccount(kind).email, n],
        );
        itemNumber = rows[0]?.item ?? '';
        return itemNumber;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .not.toBe('');
  return itemNumber;
}

type Texts = (typeof texts)[keyof typeof texts];

/** Uploads an MP4 that goes LIVE at eBay through the upload form. */
async function uploadVideo(page: Page, text: Texts, title: string, seed: number): Promise<void> {
  const description = 'Der Artikel von allen Seiten';
  await page.getByRole('textbox', { name: text.title }).fill(title);
  await page.getByRole('textbox', { name: text.description }).fill(description);
  await chooseFile(page, text.file, {
    name: 'live.mp4',
    mimeType: 'video/mp4',
    buffer: liveMp4(seed, title, description),
  });
  await page.getByRole('button', { name: text.upload, exact: true }).click();
  await expect(page.getByText(text.uploaded).first()).toBeVisible();
}

/** The video's row once it is LIVE: eBay processes it (the stand-in takes 20 s), the status job and the list follow. */
async function liveRow(page: Page, text: Texts, title: string) {
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByTestId('video-status')).toContainText(text.live, { timeout: 90_000 });
  return row;
}

/** Chooses a file in the upload form. */
async function chooseFile(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole('button', { name: label }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
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
    notMp4: 'Die Datei ist kein MP4-Video. Bitte laden Sie eine MP4-Datei hoch.',
    limit:
      'Sie haben das Upload-Limit Ihres Pakets erreicht. Löschen Sie ein Video, um ein weiteres hochzuladen.',
    live: 'Live',
    manageItems: 'Artikel mit diesem Video',
    itemNumber: 'Artikelnummer',
    addToItem: 'Zum Artikel hinzufügen',
    added: 'Das Video ist dem Artikel hinzugefügt.',
    removeFrom: (itemNumber: string) => `Video von Artikel ${itemNumber} entfernen`,
    removed: 'Das Video ist vom Artikel entfernt.',
    noItems: 'Noch kein Artikel zeigt dieses Video.',
    replaced: 'Das Video des Artikels ist ersetzt.',
    videoActionOf: (itemNumber: string) =>
      `Video des Artikels ${itemNumber} hinzufügen, ersetzen oder entfernen`,
    liveVideo: 'Live-Video',
    add: 'Hinzufügen',
    replace: 'Ersetzen',
    removeVideo: 'Video entfernen',
    showsNone: 'Der Artikel zeigt kein Video.',
    shows: (title: string) => `Der Artikel zeigt „${title}“.`,
    hasVideo: 'Hat ein Video',
    noVideo: 'Kein Video',
  },
  en: {
    title: 'Title',
    description: 'Description',
    file: 'Video file (MP4)',
    upload: 'Upload',
    uploaded: 'The video is uploaded. eBay is processing it now.',
    pending: 'eBay processing',
    chooseFile: 'Please choose a file.',
    notMp4: 'The file is not an MP4 video. Please upload an MP4 file.',
    limit: 'You reach the upload limitation of your plan. Delete a video to upload another.',
    live: 'Live',
    manageItems: 'Items showing this video',
    itemNumber: 'Item number',
    addToItem: 'Add to item',
    added: 'The video is added to the item.',
    removeFrom: (itemNumber: string) => `Remove the video from item ${itemNumber}`,
    removed: 'The video is removed from the item.',
    noItems: 'No item shows this video yet.',
    replaced: "The item's video is replaced.",
    videoActionOf: (itemNumber: string) => `Add, replace or remove the video of item ${itemNumber}`,
    liveVideo: 'Live video',
    add: 'Add',
    replace: 'Replace',
    removeVideo: 'Remove the video',
    showsNone: 'The item shows no video.',
    shows: (title: string) => `The item shows “${title}”.`,
    hasVideo: 'Has a video',
    noVideo: 'No video',
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
    await chooseFile(page, text.file, {
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

for (const language of ['de', 'en'] as const) {
  const text = texts[language];

  test(`attaches a live video to a listing and removes it again (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    const itemNumber = await listingOf('gold', language === 'de' ? 0 : 1);
    if (language === 'en') await useEnglish(page);
    await signIn(page, 'gold');
    await openVideos(page);
    const title = `Live ${language} ${Date.now()}`;
    await uploadVideo(page, text, title, language === 'de' ? 600 : 700);
    const row = await liveRow(page, text, title);
    await row.getByRole('button', { name: text.manageItems }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByText(text.noItems)).toBeVisible();
    await modal.getByRole('textbox', { name: text.itemNumber }).fill(itemNumber);
    await modal.getByRole('button', { name: text.addToItem }).click();
    await expect(page.getByText(text.added)).toBeVisible();
    const removeButton = modal.getByRole('button', { name: text.removeFrom(itemNumber) });
    await expect(removeButton).toBeVisible();

    await removeButton.click();
    await expect(page.getByText(text.removed)).toBeVisible();
    await expect(modal.getByText(text.noItems)).toBeVisible();
  });

  test(`names a non-MP4 file that the server refuses mid-upload (${language})`, async ({ page }) => {
    if (language === 'en') await useEnglish(page);
    await signIn(page, 'gold');
    await openVideos(page);
    await page.getByRole('textbox', { name: text.title }).fill('Kein Video');
    await page.getByRole('textbox', { name: text.description }).fill('Nur umbenannt');
    // A web page renamed .mp4: the browser cannot tell, the server reads the first bytes and refuses.
    await chooseFile(page, text.file, {
      name: 'umbenannt.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('<html><body>kein Video</body></html>\n'.repeat(800_000)),
    });
    await page.getByRole('button', { name: text.upload, exact: true }).click();
    await expect(page.getByText(text.notMp4)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Kein Video' })).toHaveCount(0);
  });

  test(`says the upload limit is reached (${language})`, async ({ page }) => {
    // The trial account (limit 5) with its five videos already stored.
    await queryDatabase(
      `insert into uploaded_videos (user_id, seller_name, ebay_video_id, title, description, size_bytes, status)
       select u.id, 'demo-seller-6', 'limit-' || u.id || '-' || n, 'Video ' || n, 'Schon hochgeladen', 1000, 'LIVE'
       from users u cross join generate_series(1, 5) n
       where lower(u.email) = lower($1)
       on conflict do nothing`,
      [demoAccount('trial').email],
    );
    if (language === 'en') await useEnglish(page);
    await signIn(page, 'trial');
    await openVideos(page, 'demo-seller-6');
    await expect(page.getByTestId('video-usage')).toContainText('5');
    await page.getByRole('textbox', { name: text.title }).fill('Eins zu viel');
    await page.getByRole('textbox', { name: text.description }).fill('Über dem Limit');
    await chooseFile(page, text.file, {
      name: 'zu-viel.mp4',
      mimeType: 'video/mp4',
      buffer: mp4Sample({ seed: 800 }),
    });
    await page.getByRole('button', { name: text.upload, exact: true }).click();
    await expect(page.getByText(text.limit)).toBeVisible();
  });
}

for (const language of ['de', 'en'] as const) {
  const text = texts[language];

  test(`adds, replaces and removes a listing's video in the account check (${language})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const itemNumber = await listingOf('gold', language === 'de' ? 2 : 3);
    if (language === 'en') await useEnglish(page);
    await signIn(page, 'gold');
    await openVideos(page);
    const first = `Erstes ${language} ${Date.now()}`;
    const second = `Zweites ${language} ${Date.now()}`;
    await uploadVideo(page, text, first, language === 'de' ? 900 : 1000);
    await uploadVideo(page, text, second, language === 'de' ? 1100 : 1200);
    await liveRow(page, text, first);
    await liveRow(page, text, second);

    await page.goto(`/app/analytics/account-check?search=${itemNumber}`);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: itemNumber });
    const dialog = page.getByRole('dialog');
    await row.getByRole('button', { name: text.videoActionOf(itemNumber) }).click();
    await expect(dialog.getByText(text.showsNone)).toBeVisible();
    await dialog.getByRole('combobox', { name: text.liveVideo }).click();
    await page.getByRole('option', { name: first }).click();
    await dialog.getByRole('button', { name: text.add, exact: true }).click();
    await expect(page.getByText(text.added)).toBeVisible();
    await expect(row.getByRole('img', { name: text.hasVideo })).toBeVisible();

    // The listing's own video is no choice; the other one replaces it.
    await row.getByRole('button', { name: text.videoActionOf(itemNumber) }).click();
    await expect(dialog.getByText(text.shows(first))).toBeVisible();
    await dialog.getByRole('combobox', { name: text.liveVideo }).click();
    await expect(page.getByRole('option', { name: first })).toHaveCount(0);
    await page.getByRole('option', { name: second }).click();
    await dialog.getByRole('button', { name: text.replace, exact: true }).click();
    await expect(page.getByText(text.replaced)).toBeVisible();

    await row.getByRole('button', { name: text.videoActionOf(itemNumber) }).click();
    await expect(dialog.getByText(text.shows(second))).toBeVisible();
    await dialog.getByRole('button', { name: text.removeVideo }).click();
    await expect(page.getByText(text.removed)).toBeVisible();
    await expect(row.getByRole('img', { name: text.noVideo })).toBeVisible();
  });
}
