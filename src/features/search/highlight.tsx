import type { ReactNode } from 'react';
import { highlightRanges } from './highlight-ranges';
import styles from './highlight.module.css';

interface HighlightProps {
  text: string;
  /** What was searched: the visitor's query, or the result's `correctedQuery` when there is one. */
  query: string;
}

/**
 * A product title with the parts the query matched in `<mark>`.
 * Renders text nodes only: neither the title nor the query is ever read as
 * markup.
 */
export function Highlight({ text, query }: HighlightProps) {
  const ranges = highlightRanges(text, query);
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let position = 0;
  for (const { start, end } of ranges) {
    if (start > position) parts.push(text.slice(position, start));
    parts.push(
      <mark key={start} className={styles.mark}>
        {text.slice(start, end)}
      </mark>,
    );
    position = end;
  }
  if (position < text.length) parts.push(text.slice(position));
  return parts;
}
