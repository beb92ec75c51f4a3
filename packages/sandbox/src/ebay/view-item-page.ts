import type { FastifyInstance } from 'fastify';
import type { Listing, Marketplace } from '../marketplace/model.ts';
import type { EbayContext } from './sandbox-context.ts';
import { requestedDay } from './sandbox-date.ts';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

const texts = {
  de: { itemNumber: 'eBay-Artikelnummer:', choose: '- Auswählen -', sold: 'verkauft', buy: 'Sofort-Kaufen' },
  en: { itemNumber: 'eBay item number:', choose: '- Select -', sold: 'sold', buy: 'Buy It Now' },
} as const;

/** The variation aspects of a listing, each with its values in the order the variations name them. */
function variationAspects(listing: Listing): { name: string; values: string[] }[] {
  const aspects = new Map<string, Set<string>>();
  for (const variation of listing.variations) {
    for (const aspect of variation.specifics) {
      const values = aspects.get(aspect.name) ?? new Set<string>();
      for (const value of aspect.values) values.add(value);
      aspects.set(aspect.name, values);
    }
  }
  return [...aspects].map(([name, values]) => ({ name, values: [...values] }));
}

/**
 * A listing's view-item page as a buyer's browser receives it from www.ebay.xx/itm/<item number>, in the
 * markup eBay uses (canonical link, Open Graph tags, the `x-msku` variation selects, the item-number
 * section) together with the scripts and tracking a real page carries. Sellers paste its source into the
 * variant tool.
 */
export function viewItemPage(market: Marketplace, baseUrl: string, listing: Listing): string {
  const site = market.site(listing.siteId);
  const words = texts[site.language];
  const url = `https://www.${site.host}/itm/${listing.itemId}`;
  const price = new Intl.NumberFormat(site.locale, { style: 'currency', currency: listing.currency }).format(
    listing.price,
  );
  const picture = `${baseUrl}${listing.pictureUrls[0] ?? '/pictures/0/1.svg'}`;
  const selects = variationAspects(listing).map(
    (aspect, index) => `
      <div class="x-msku__box-cont">
        <label class="x-msku__label" for="x-msku__select-box-${1000 + index}"><span class="ux-textspans">${escapeHtml(aspect.name)}</span></label>
        <select class="x-msku__select-box" id="x-msku__select-box-${1000 + index}" selectboxlabel="${escapeHtml(aspect.name)}">
          <option value="-1" selected>${words.choose}</option>
${aspect.values.map((value, v) => `          <option value="${v}" class="x-msku__option">${escapeHtml(value)}</option>`).join('\n')}
        </select>
      </div>`,
  );
  return `<!DOCTYPE html>
<html lang="${site.locale}">
<head>
  <meta charset="utf-8">
  <title>${escapeHtml(listing.title)} | eBay</title>
  <link rel="canonical" href="${url}">
  <meta property="og:url" content="${url}">
  <meta property="og:title" content="${escapeHtml(listing.title)}">
  <meta property="og:image" content="${picture}">
  <meta name="twitter:card" content="summary_large_image">
  <script>window.SRP = window.SRP || {}; window.SRP.pageId = 4429486; window.SRP.itemId = "${listing.itemId}";</script>
  <script src="https://ir.ebaystatic.com/rs/c/vi-main.js" async></script>
</head>
<body class="vi-body">
  <div id="mainContent" class="vim x-vi-evo-main-container">
    <div class="ux-image-carousel-item active"><img src="${picture}" alt="${escapeHtml(listing.title)}"></div>
    <div class="x-item-title"><h1 class="x-item-title__mainTitle"><span class="ux-textspans ux-textspans--BOLD">${escapeHtml(listing.title)}</span></h1></div>
    <div class="x-price-primary" data-testid="x-price-primary"><span class="ux-textspans">${escapeHtml(price)}</span></div>
    <div class="x-quantity__availability"><span class="ux-textspans ux-textspans--SECONDARY">${listing.quantitySold} ${words.sold}</span></div>
    <div class="x-msku-evo" data-testid="x-msku-evo">${selects.join('')}
    </div>
    <div class="x-bin-action"><a class="ux-call-to-action" href="https://pay.${site.host}/rxo?action=create&amp;item=${listing.itemId}">${words.buy}</a></div>
    <div class="ux-layout-section__textual-display ux-layout-section__textual-display--itemId">
      <span class="ux-textspans ux-textspans--SECONDARY">${words.itemNumber}</span>
      <span class="ux-textspans ux-textspans--BOLD">${listing.itemId}</span>
    </div>
    <iframe id="desc_ifr" title="Description" src="https://vi.vipr.${site.host}/${listing.itemId}/desc"></iframe>
  </div>
  <script>(function(){var t=document.createElement('img');t.src='https://www.${site.host}/sch/tracking?i=${listing.itemId}';})();</script>
</body>
</html>
`;
}

/** www.ebay.xx/itm/<item number>: the listing's view-item page as of the requested day. */
export function registerViewItemRoutes(app: FastifyInstance, context: EbayContext): void {
  app.get<{ Params: { itemId: string } }>('/itm/:itemId', async (request, reply) => {
    const { itemId } = request.params;
    const day = requestedDay(request.headers['x-sandbox-date'], context.now());
    const listing = /^\d{1,19}$/.test(itemId) ? context.market.listing(itemId, day) : undefined;
    if (!listing)
      return reply.code(404).type('text/html; charset=utf-8').send('<!DOCTYPE html><title>eBay</title>');
    return reply
      .type('text/html; charset=utf-8')
      .send(viewItemPage(context.market, context.publicUrl(), listing));
  });
}
