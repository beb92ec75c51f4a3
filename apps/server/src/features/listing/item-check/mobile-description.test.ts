import { describe, expect, it } from 'vitest';
import { htmlText, mobileShortDescription, mobileSnippet } from './mobile-description.ts';

const snippet = (inner: string) =>
  `<p>Intro</p><div vocab="https://schema.org/" typeof="Product"><span property="description">${inner}</span></div>`;

describe("eBay's mobile short description", () => {
  it("answers the snippet element's HTML as saved and its text", () => {
    expect(mobileSnippet(snippet('Robust &amp; <b>leicht</b>'))).toEqual({
      html: '<span property="description">Robust &amp; <b>leicht</b></span>',
      text: 'Robust & leicht',
    });
    expect(mobileShortDescription(snippet('Kurz'))).toBe('Kurz');
  });

  it('answers null without a Product block, without the description property or with an empty one', () => {
    expect(mobileSnippet(null)).toBeNull();
    expect(mobileSnippet('<span property="description">outside</span>')).toBeNull();
    expect(mobileSnippet('<div typeof="Product"><span>no property</span></div>')).toBeNull();
    expect(mobileSnippet(snippet('  <br> '))).toBeNull();
  });

  it('reads a description as text without tags, scripts or styles', () => {
    expect(htmlText('<style>p{}</style><h1>Titel</h1><p>a&nbsp;b</p><script>x()</script>')).toBe('Titel a b');
  });
});
