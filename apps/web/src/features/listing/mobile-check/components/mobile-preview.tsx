import { mobilePreviewHeight, mobilePreviewWidth } from '@baylytics/contract/listing-mobile-check';
import { mobileDescriptionMaxLength } from '@baylytics/contract/listing-rules';
import { useTranslation } from 'react-i18next';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * How a phone shows the listing's start: title, first picture and the short description up to 800 characters,
 * or without one the start of the description. Built as text only (escaped), in a sandboxed frame of 400×555
 * (spec 002 §2) that runs no script and has no origin.
 */
export function MobilePreview({
  title,
  pictureUrl,
  shortDescription,
  descriptionText,
}: {
  title: string;
  pictureUrl: string | null;
  shortDescription: string;
  descriptionText: string;
}) {
  const { t } = useTranslation();
  const shown = [...(shortDescription || descriptionText)].slice(0, mobileDescriptionMaxLength).join('');
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#111}
header{padding:10px 12px;background:#f7f7f7;border-bottom:1px solid #ddd;font-weight:600}
img{display:block;width:100%;max-height:260px;object-fit:contain;background:#fafafa}
h1{font-size:16px;margin:10px 12px}h2{font-size:13px;margin:12px 12px 4px;color:#555;text-transform:uppercase}
p{margin:0 12px 12px;overflow-wrap:anywhere}</style></head><body>
<header>${escapeHtml(t('mobileCheck.preview.bar'))}</header>
${pictureUrl ? `<img src="${escapeHtml(pictureUrl)}" alt="">` : ''}
<h1>${escapeHtml(title)}</h1>
<h2>${escapeHtml(t('mobileCheck.preview.about'))}</h2>
<p>${escapeHtml(shown)}</p>
</body></html>`;
  return (
    <iframe
      title={t('mobileCheck.preview.frame')}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      width={mobilePreviewWidth}
      height={mobilePreviewHeight}
      style={{
        boxSizing: 'content-box',
        border: '8px solid var(--mantine-color-dark-6)',
        borderRadius: 24,
        background: 'white',
        maxWidth: '100%',
      }}
    />
  );
}
