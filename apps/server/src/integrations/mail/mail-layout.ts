import type { LanguageTexts, MailBlock, MailContent } from './mail-kinds.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const brand = '#1971c2';
const font = 'Arial, Helvetica, sans-serif';

/** Escapes text for HTML content and for quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Only web links go into a mail; anything else (javascript:, data:) is a programming error. */
function webLink(url: string): string {
  const { protocol } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new Error(`A mail link must be http(s), not ${protocol}`);
  return url;
}

/** Greeting, body and sign-off as plain text and as simple inline-styled HTML without remote content. */
export function renderLayout(texts: LanguageTexts, firstName: string, content: MailContent): RenderedMail {
  const greeting = texts.greeting(firstName.trim());
  return {
    subject: content.subject,
    text: plainText(texts, greeting, content.blocks),
    html: html(texts, greeting, content),
  };
}

function plainText(texts: LanguageTexts, greeting: string, blocks: MailBlock[]): string {
  const parts = blocks.map((block) => {
    if (block.type === 'paragraph') return block.text;
    if (block.type === 'code') return `    ${block.code}`;
    return `${block.label}:\n${webLink(block.url)}`;
  });
  return [greeting, ...parts, texts.signOff.join('\n'), `-- \n${texts.footer}`].join('\n\n').concat('\n');
}

function htmlBlock(texts: LanguageTexts, block: MailBlock): string {
  if (block.type === 'paragraph') return `<p style="margin:0 0 16px;">${escapeHtml(block.text)}</p>`;
  if (block.type === 'code') {
    return (
      `<p style="margin:0 0 16px;padding:12px 16px;background:#f1f3f5;border-radius:6px;text-align:center;` +
      `font-family:'Courier New',Courier,monospace;font-size:28px;font-weight:bold;letter-spacing:6px;">` +
      `${escapeHtml(block.code)}</p>`
    );
  }
  const href = escapeHtml(webLink(block.url));
  return (
    `<p style="margin:8px 0 24px;"><a href="${href}" style="display:inline-block;padding:12px 24px;` +
    `background:${brand};color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none;">` +
    `${escapeHtml(block.label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#495057;">${escapeHtml(texts.linkFallback)}<br>` +
    `<a href="${href}" style="color:${brand};word-break:break-all;">${escapeHtml(block.url)}</a></p>`
  );
}

function html(texts: LanguageTexts, greeting: string, content: MailContent): string {
  const body = content.blocks.map((block) => htmlBlock(texts, block)).join('\n');
  const signOff = texts.signOff.map(escapeHtml).join('<br>');
  return `<!DOCTYPE html>
<html lang="${texts.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f3f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:${font};font-size:15px;line-height:1.5;color:#212529;">
<tr><td style="padding:20px 32px;border-bottom:1px solid #e9ecef;font-size:20px;font-weight:bold;color:${brand};">Baylytics</td></tr>
<tr><td style="padding:24px 32px 8px;">
<p style="margin:0 0 16px;">${escapeHtml(greeting)}</p>
${body}
<p style="margin:0 0 16px;">${signOff}</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e9ecef;font-size:12px;color:#868e96;">${escapeHtml(texts.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
