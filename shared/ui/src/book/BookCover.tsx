import { useState, type CSSProperties } from 'react';
import { coverColours } from './coverColours';
import { displayTitle, firstAuthor, truncateTitle } from './displayRules';
import './book.css';

export interface BookCoverProps {
  src: string | null | undefined;
  /** The book, for the cover drawn when it has no picture or the picture cannot be loaded. */
  book: { id: string; title?: string | null; authors?: readonly string[] | null };
  /**
   * What the cover says to a screen reader. Leave empty where the title is printed beside the
   * cover (cards), so it is not read twice.
   */
  alt?: string;
  size?: 'card' | 'large';
}

/**
 * A book's cover. Without a picture, or when it fails to load (offline, a dead URL), a cover is
 * drawn instead: the title as the cards show it and the first author, on the book's own colour.
 */
export function BookCover({ src, book, alt = '', size = 'card' }: BookCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `bn-cover bn-cover--${size}`;
  if (!src || failedSrc === src) {
    const colours = coverColours(book.id);
    const author = firstAuthor(book.authors);
    const style = { '--bn-cover-bg': colours.background, '--bn-cover-spine': colours.spine } as CSSProperties;
    return (
      <span
        className={`${className} bn-cover--drawn`}
        style={style}
        {...(alt ? { role: 'img', 'aria-label': 'No cover available' } : { 'aria-hidden': true })}
      >
        <span className="bn-cover__title">{truncateTitle(displayTitle(book.title))}</span>
        {author ? <span className="bn-cover__author">{author}</span> : null}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
    />
  );
}
