/** HTML text to plain text: tags dropped, common entities read, white space collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * eBay's mobile short description snippet: the element carrying schema.org's `description` property inside a
 * `typeof="Product"` block (eBay's documented snippet). Answers the element's HTML as saved in the listing and
 * its text, or null without one (or with an empty one).
 */
export function mobileSnippet(html: string | null): { html: string; text: string } | null {
  if (!html) return null;
  const product = /<[a-z]+[^>]*typeof=["']Product["'][^>]*>([\s\S]*)/i.exec(html);
  if (!product?.[1]) return null;
  const element = /<([a-z]+)[^>]*property=["']description["'][^>]*>([\s\S]*?)<\/\1>/i.exec(product[1]);
  if (!element?.[2]) return null;
  const text = htmlText(element[2]);
  return text ? { html: element[0], text } : null;
}

/** The text of eBay's mobile short description, or null without one. */
export function mobileShortDescription(html: string | null): string | null {
  return mobileSnippet(html)?.text ?? null;
}
