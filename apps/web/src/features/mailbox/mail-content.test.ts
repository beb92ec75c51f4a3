import { describe, expect, it } from 'vitest';
import { linksIn, withLinksInNewTab } from './mail-content.ts';

describe('linksIn', () => {
  it('finds each web link of the text once, without the punctuation that ends a sentence', () => {
    const text = [
      'Bitte bestätigen Sie: http://127.0.0.1:4173/verify-email?token=abc_DEF-123.',
      'Oder hier (https://example.com/help), noch einmal http://127.0.0.1:4173/verify-email?token=abc_DEF-123',
      'Kein Link: javascript:alert(1) oder ftp://files.example.com',
    ].join('\n');
    expect(linksIn(text)).toEqual([
      'http://127.0.0.1:4173/verify-email?token=abc_DEF-123',
      'https://example.com/help',
    ]);
  });

  it('answers nothing for a text without links', () => {
    expect(linksIn('Ihr Code lautet\n123456\n')).toEqual([]);
  });
});

describe('withLinksInNewTab', () => {
  it('puts the base target at the start of the head', () => {
    expect(withLinksInNewTab('<html><head lang="de"><title>x</title></head><body></body></html>')).toBe(
      '<html><head lang="de"><base target="_blank"><title>x</title></head><body></body></html>',
    );
  });

  it('puts it in front of a fragment without a head', () => {
    expect(withLinksInNewTab('<p><a href="https://example.com">x</a></p>')).toBe(
      '<base target="_blank"><p><a href="https://example.com">x</a></p>',
    );
  });
});
