import type { ReviseAnswer } from '@baylytics/contract/listing-item-apply';
import { mobileDescriptionMaxLength, titleMaxLength } from '@baylytics/contract/listing-rules';
import {
  featurePointCount,
  featurePointKeys,
  featurePointMaxLength,
  type TemplateData,
  templateDescriptionMaxLength,
} from '@baylytics/contract/listing-template';
import { marketplaces } from '@baylytics/contract/marketplaces';
import sanitize from 'sanitize-html';
import type { TradingItem } from '../../../integrations/ebay/ebay-types.ts';
import { mobileSnippet } from '../item-check/mobile-description.ts';
import { type OwnListingDeps, readOwnListing, siteOf } from '../item-check/own-listing.ts';
import { reviseOwnListing } from '../item-check/revise-own-listing.ts';
import { sanitizeDescription, type TemplateLanguage, templateHtml } from './template-html.ts';

const cut = (value: string, length: number) => [...value].slice(0, length).join('').trim();

/** A description's text with its paragraphs: block ends and line breaks become line breaks, tags go. */
export function descriptionText(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|ul|ol)>/gi, '\n\n');
  // No tag allowed: the sanitiser drops them all (scripts and style sheets with their content).
  const text = sanitize(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
  return text
    .replace(/[ \t\f\v\r]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The price as buyers of the listing's site read it, e.g. "19,99 €" on eBay.de. */
function priceText(item: TradingItem): string {
  if (item.price === null) return '';
  const site = siteOf(item.siteId);
  const currency = item.currency ?? marketplaces.find((m) => m.eBaySiteId === site)?.currency ?? 'EUR';
  const locale = site === 77 ? 'de-DE' : site === 3 ? 'en-GB' : 'en-US';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(item.price);
}

/**
 * The template generator (spec 002 §2, §3, §7): the product data filled from the caller's own listing, the
 * description HTML built from it, and that HTML sent to eBay as the listing's description.
 */
export function createTemplateService(deps: OwnListingDeps) {
  return {
    async ofItem(userId: number, itemNumber: string): Promise<TemplateData> {
      const { item, owner } = await readOwnListing(deps, userId, itemNumber);
      const html = item.descriptionHtml ?? '';
      const snippet = mobileSnippet(html);
      // The description without the short description, which has its own field.
      const text = descriptionText(snippet ? html.replace(snippet.html, '') : html);
      const points = item.itemSpecifics
        .filter((s) => s.values.some((v) => v.trim()))
        .slice(0, featurePointCount)
        .map((s) => cut(`${s.name}: ${s.values.join(', ')}`, featurePointMaxLength));
      return {
        productTitle: cut(item.title, titleMaxLength),
        description: cut(text, templateDescriptionMaxLength),
        itemId: item.itemId,
        eBayName: owner,
        productUrl: item.pictureUrls.find((url) => /^https?:\/\//i.test(url)) ?? '',
        showPictureMobile: item.pictureUrls.length > 0,
        shortDesc: cut(snippet?.text ?? '', mobileDescriptionMaxLength),
        price: priceText(item),
        ...Object.fromEntries(featurePointKeys.map((key, index) => [key, points[index] ?? ''])),
      } as TemplateData;
    },

    generate(data: TemplateData, language: TemplateLanguage): { html: string } {
      return { html: sanitizeDescription(templateHtml(data, language)) };
    },

    /** The HTML, sanitised as every description this product sends, becomes the listing's description. */
    async apply(
      userId: number,
      body: { itemNumber: string; html: string; sellerId?: string | undefined },
    ): Promise<ReviseAnswer & { message: 'descriptionChanged' | 'descriptionNotChanged' }> {
      const answer = await reviseOwnListing(
        deps,
        userId,
        body.itemNumber,
        async () => ({ descriptionHtml: sanitizeDescription(body.html) }),
        body.sellerId,
      );
      return {
        ...answer,
        message: answer.ack === 'Failure' ? 'descriptionNotChanged' : 'descriptionChanged',
      };
    },
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
