import { featurePointKeys, type TemplateData } from '@baylytics/contract/listing-template';
import sanitizeHtml from 'sanitize-html';

export type TemplateLanguage = 'de' | 'en';

/** The template's own headings, in the language the seller works in. */
const headings: Record<
  TemplateLanguage,
  { features: string; description: string; seller: string; item: string }
> = {
  de: { features: 'Merkmale', description: 'Beschreibung', seller: 'Verkäufer', item: 'Artikelnummer' },
  en: { features: 'Features', description: 'Description', seller: 'Seller', item: 'Item number' },
};

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text as HTML text or attribute value: nothing the seller typed becomes markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** The description's text: blank lines separate paragraphs, single line breaks stay. */
function paragraphs(value: string): string {
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p style="margin:0 0 12px">${escapeHtml(part).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}

const box =
  'font-family:Arial,Helvetica,sans-serif;color:#222;max-width:960px;margin:0 auto;padding:12px;line-height:1.5';
const heading = 'font-size:18px;margin:20px 0 8px;border-bottom:2px solid #0b5ed7;padding-bottom:4px';

/**
 * The description HTML of spec 002 §2's template: heading, picture scaled to the screen's width, eBay's
 * schema.org snippet with the short description (what phones show first), price, feature points, description and
 * the seller. One column with relative widths, so it reads on a phone as on a desktop; only inline styles, no
 * scripts, no forms, no active content. Every value is escaped; the result then passes `sanitizeDescription`.
 */
export function templateHtml(data: TemplateData, language: TemplateLanguage): string {
  const text = headings[language];
  const points = featurePointKeys.map((key) => data[key].trim()).filter(Boolean);
  const parts = [
    `<div style="${box}">`,
    `<h1 style="font-size:24px;margin:0 0 12px">${escapeHtml(data.productTitle)}</h1>`,
  ];
  if (data.showPictureMobile && data.productUrl)
    parts.push(
      `<p style="text-align:center;margin:0 0 12px"><img src="${escapeHtml(data.productUrl)}" alt="${escapeHtml(data.productTitle)}" style="max-width:100%;height:auto"></p>`,
    );
  if (data.shortDesc)
    parts.push(
      `<div vocab="https://schema.org/" typeof="Product"><span property="description">${escapeHtml(data.shortDesc)}</span></div>`,
    );
  if (data.price)
    parts.push(`<p style="font-size:20px;font-weight:bold;margin:12px 0">${escapeHtml(data.price)}</p>`);
  if (points.length > 0)
    parts.push(
      `<h2 style="${heading}">${text.features}</h2>`,
      `<ul style="margin:0;padding-left:20px">${points.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`,
    );
  if (data.description.trim())
    parts.push(`<h2 style="${heading}">${text.description}</h2>`, paragraphs(data.description));
  const footer = [
    data.eBayName ? `${text.seller}: ${escapeHtml(data.eBayName)}` : '',
    data.itemId ? `${text.item}: ${escapeHtml(data.itemId)}` : '',
  ].filter(Boolean);
  if (footer.length > 0)
    parts.push(`<p style="font-size:12px;color:#666;margin:20px 0 0">${footer.join(' · ')}</p>`);
  parts.push('</div>');
  return parts.join('\n');
}

/** A CSS value without addresses, quotes or escapes: no url(), no expression(), nothing to load. */
const safeCssValue = [/^[#(),.%\w\s-]+$/];
const allowedStyles = Object.fromEntries(
  [
    'color',
    'background-color',
    'font-family',
    'font-size',
    'font-weight',
    'font-style',
    'text-align',
    'text-decoration',
    'line-height',
    'margin',
    'margin-top',
    'margin-bottom',
    'margin-left',
    'margin-right',
    'padding',
    'padding-top',
    'padding-bottom',
    'padding-left',
    'padding-right',
    'border',
    'border-bottom',
    'border-top',
    'max-width',
    'width',
    'height',
  ].map((property) => [property, safeCssValue]),
);

/**
 * What eBay accepts in a description (its active-content policy): text, structure, tables, pictures and links
 * over http(s); no scripts, frames, forms, objects, event handlers or style sheets. The schema.org attributes of
 * the mobile snippet stay. Applied to every description this product sends to eBay.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'div',
      'span',
      'p',
      'br',
      'hr',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'small',
      'sub',
      'sup',
      'blockquote',
      'img',
      'a',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'td',
      'th',
      'caption',
      'font',
      'center',
    ],
    allowedAttributes: {
      '*': ['style', 'align', 'title'],
      div: ['vocab', 'typeof', 'property'],
      span: ['vocab', 'typeof', 'property'],
      p: ['property'],
      img: ['src', 'alt', 'width', 'height'],
      a: ['href', 'target', 'rel'],
      td: ['colspan', 'rowspan', 'width'],
      th: ['colspan', 'rowspan', 'width'],
      table: ['width', 'cellpadding', 'cellspacing', 'border'],
      font: ['color', 'size', 'face'],
    },
    allowedSchemes: ['http', 'https'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedStyles: { '*': allowedStyles },
    disallowedTagsMode: 'discard',
  });
}
