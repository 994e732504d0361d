import { useState } from 'react';
import './book.css';

export interface BookCoverProps {
  src: string | null | undefined;
  /**
   * What the cover says to a screen reader. Leave empty where the title is printed beside the
   * cover (cards), so it is not read twice.
   */
  alt?: string;
  size?: 'card' | 'large';
}

/** A book's cover, or a neutral placeholder when it has none or the image fails to load. */
export function BookCover({ src, alt = '', size = 'card' }: BookCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `bn-cover bn-cover--${size}`;
  if (!src || failedSrc === src) {
    return (
      <span
        className={`${className} bn-cover--placeholder`}
        {...(alt ? { role: 'img', 'aria-label': 'No cover available' } : { 'aria-hidden': true })}
      >
        <svg viewBox="0 0 24 24" width="40%" focusable="false" aria-hidden="true">
          <path
            fill="currentColor"
            d="M6 2h11a2 2 0 0 1 2 2v14a1 1 0 0 1-1 1H7a1 1 0 0 0 0 2h11a1 1 0 1 1 0 2H7a3 3 0 0 1-3-3V4a2 2 0 0 1 2-2Zm2 4v2h7V6H8Z"
          />
        </svg>
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
