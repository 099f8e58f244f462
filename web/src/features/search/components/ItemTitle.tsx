import type { SearchItem } from '../lib/searchItems.ts';
import { HighlightedText } from './HighlightedText.tsx';

/**
 * A hit's title with its matched words highlighted, after its label when it has one (a set passage
 * hit reads "Passage: <set title>", the label drawn as a small tag).
 */
export function ItemTitle({ item }: { item: SearchItem }) {
  return (
    <>
      {item.label && (
        <span className="search-label" data-testid="search-label">
          {item.label}
          <span className="visually-hidden">:</span>
        </span>
      )}{' '}
      <HighlightedText text={item.title} />
    </>
  );
}
