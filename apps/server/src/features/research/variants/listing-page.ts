import { marketplaces } from '@baylytics/contract/marketplaces';
import { SAXParser } from 'parse5-sax-parser';

/** What a pasted eBay page names: its listing(s) and, on a view-item page, the variation choices. */
export interface ListingPage {
  /** Item numbers in the order the page names them, each once, at most `limit`. */
  itemNumbers: string[];
  /** The view-item page's variation selects: aspect name and its values. */
  variations: { name: string; values: string[] }[];
  /** The marketplace of the address the listing came from (ebay.de 77, ebay.com 0, ebay.co.uk 3); null: unknown. */
  eBaySiteId: number | null;
}

/** eBay's host names (with or without `www.`) and their marketplaces. */
const siteOfHost = new Map(
  marketplaces.map((site) => [new URL(site.url).hostname.replace(/^www\./, ''), site.eBaySiteId]),
);

/** The marketplace an address points to; null for another host or no address. */
export function siteOfAddress(url: string | undefined): number | null {
  if (!url) return null;
  try {
    return siteOfHost.get(new URL(url).hostname.toLowerCase().replace(/^www\./, '')) ?? null;
  } catch {
    return null;
  }
}

const itemPath = /\/itm\/(?:[^/?#"'\s]*\/)?(\d{12})(?:[/?#]|$)/;
const itemNumberText = /^\d{12}$/;
/** The label eBay puts before the item number in each of its languages' view-item pages. */
const itemNumberLabel = /(artikelnummer|item number|numéro de l'objet|numero oggetto|número de artículo)/i;
/** Elements whose text is code or styling, never page content: skipped, never run. */
const rawTextElements = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'xmp', 'iframe']);

/**
 * Reads a pasted eBay page source as text: the parser only tokenizes it, so nothing it references is fetched
 * and nothing in it runs. The listing comes from the page's canonical address (or its Open Graph address),
 * else from the item number eBay prints after its label; a search results page names its listings by their
 * /itm/ links. Variation choices come from the view-item page's selects.
 */
export async function readListingPage(html: string, limit: number): Promise<ListingPage> {
  const canonical: string[] = [];
  const labelled: string[] = [];
  const linked: string[] = [];
  // The first eBay address of each kind the listing numbers came from; its host names the marketplace.
  const siteOf: { canonical: number | null; linked: number | null } = { canonical: null, linked: null };
  const variations: { name: string; values: string[] }[] = [];
  let rawDepth = 0;
  let isAfterLabel = false;
  let select: { name: string; values: string[] } | null = null;
  let option: { value: string; text: string } | null = null;

  const addFrom = (list: string[], url: string | undefined, kind?: keyof typeof siteOf) => {
    const number = url ? itemPath.exec(url)?.[1] : undefined;
    if (number && !list.includes(number) && list.length < limit) list.push(number);
    if (number && kind && siteOf[kind] === null) siteOf[kind] = siteOfAddress(url);
  };

  const attributesOf = (attrs: { name: string; value: string }[]) =>
    Object.fromEntries(attrs.map((attr) => [attr.name, attr.value])) as Record<string, string | undefined>;

  const parser = new SAXParser();
  parser.on('startTag', ({ tagName: name, attrs }) => {
    const attributes = attributesOf(attrs);
    if (rawTextElements.has(name)) rawDepth += 1;
    if (name === 'link' && attributes.rel?.toLowerCase() === 'canonical')
      addFrom(canonical, attributes.href, 'canonical');
    if (name === 'meta' && attributes.property === 'og:url')
      addFrom(canonical, attributes.content, 'canonical');
    if (name === 'a') addFrom(linked, attributes.href, 'linked');
    if (name === 'select' && (attributes.class ?? '').includes('msku')) {
      select = { name: attributes.selectboxlabel ?? attributes.name ?? '', values: [] };
    }
    if (name === 'option' && select) option = { value: attributes.value ?? '', text: '' };
  });
  parser.on('text', ({ text }) => {
    if (rawDepth > 0) return;
    if (option) {
      option.text += text;
      return;
    }
    const trimmed = text.trim();
    if (trimmed === '') return;
    if (isAfterLabel && itemNumberText.test(trimmed) && !labelled.includes(trimmed)) labelled.push(trimmed);
    isAfterLabel = itemNumberLabel.test(trimmed);
  });
  parser.on('endTag', ({ tagName: name }) => {
    if (rawTextElements.has(name) && rawDepth > 0) rawDepth -= 1;
    if (name === 'option' && select && option) {
      // eBay's first option ("- Select -") has the value -1: a prompt, not a variation.
      const value = option.text.replace(/\s+/g, ' ').trim();
      if (option.value !== '-1' && value !== '' && !select.values.includes(value)) select.values.push(value);
      option = null;
    }
    if (name === 'select' && select) {
      if (select.name !== '' && select.values.length > 0) variations.push(select);
      select = null;
    }
  });
  // The parser passes its input on as a stream; nothing reads that copy.
  parser.resume();
  await new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve);
    parser.on('error', reject);
    parser.end(html);
  });

  const itemNumbers =
    canonical.length > 0 ? canonical : labelled.length > 0 ? labelled.slice(0, limit) : linked;
  // A page named by its label alone says its marketplace by its links, if any.
  const eBaySiteId = canonical.length > 0 ? siteOf.canonical : siteOf.linked;
  return { itemNumbers, variations, eBaySiteId };
}
