// Web links in a mail's plain text; the characters after them that usually end a sentence are left out.
const linkPattern = /https?:\/\/[^\s<>"'()[\]]+[^\s<>"'()[\].,;:!?]/g;

/** The distinct web links of a mail's text version, in order. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(linkPattern) ?? [])];
}

/**
 * The mail's HTML with `<base target="_blank">`: inside the sandboxed frame a link may only open a new tab
 * (the frame itself cannot navigate this page, run scripts or reach this origin).
 */
export function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head(\s[^>]*)?>/i;
  return head.test(html) ? html.replace(head, (tag) => `${tag}${base}`) : `${base}${html}`;
}
