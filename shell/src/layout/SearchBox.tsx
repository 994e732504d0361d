import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchIcon, useMediaQuery } from '@booknook/ui';

export const SEARCH_PLACEHOLDER = 'Search by title, author, isbn, genre...';
export const SEARCH_PLACEHOLDER_NARROW = 'Search...';
/** At this window width and below the long placeholder no longer fits. */
const NARROW_WINDOW = '(max-width: 500px)';

/** The query in a /search/{query} path, so the box shows what the results are for. */
function queryInPath(pathname: string): string | null {
  const match = /^\/search\/(.+)$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const narrow = useMediaQuery(NARROW_WINDOW);
  const [query, setQuery] = useState(() => queryInPath(pathname) ?? '');

  useEffect(() => {
    const fromPath = queryInPath(pathname);
    if (fromPath !== null) setQuery(fromPath);
  }, [pathname]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    navigate(`/search/${trimmed ? encodeURIComponent(trimmed) : ''}`);
  };

  return (
    <form role="search" className="shell-search" onSubmit={submit}>
      <label htmlFor="shell-search-input" className="visually-hidden">
        Search
      </label>
      <input
        id="shell-search-input"
        type="search"
        className="shell-search__input"
        placeholder={narrow ? SEARCH_PLACEHOLDER_NARROW : SEARCH_PLACEHOLDER}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="shell-search__submit" aria-label="Submit search">
        <SearchIcon />
      </button>
    </form>
  );
}
