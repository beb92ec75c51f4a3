import { highlightParts } from '../keyword-pro-helpers.ts';

/** The keyword with the searched words in <mark>, built as text nodes (no HTML from the server is parsed). */
export function HighlightedKeyword({
  keyword,
  ranges,
}: {
  keyword: string;
  ranges: readonly [number, number][];
}) {
  return (
    <>
      {highlightParts(keyword, ranges).map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one keyword never reorder
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one keyword never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
