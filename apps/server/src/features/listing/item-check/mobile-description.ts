/**
 * eBay's mobile short description: the text of the element carrying schema.org's `description` property inside
 * a `typeof="Product"` block (eBay's documented snippet). Answers its text without tags, or null without one.
 */
export function mobileShortDescription(html: string | null): string | null {
  if (!html) return null;
  const product = /<[a-z]+[^>]*typeof=["']Product["'][^>]*>([\s\S]*)/i.exec(html);
  if (!product?.[1]) return null;
  const element = /<([a-z]+)[^>]*property=["']description["'][^>]*>([\s\S]*?)<\/\1>/i.exec(product[1]);
  if (!element?.[2]) return null;
  const text = element[2]
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}
