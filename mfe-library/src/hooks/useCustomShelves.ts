import { useCallback, useEffect, useState } from 'react';
import { getCustomShelves, type Shelf } from '@booknook/api';

type CustomShelvesState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; shelves: readonly Shelf[] };

/** The reader's custom shelves, kept up to date as shelves are created and deleted on this page. */
export function useCustomShelves() {
  const [state, setState] = useState<CustomShelvesState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getCustomShelves().then(
      (shelves) => current && setState({ status: 'success', shelves }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, []);

  const added = useCallback(
    (shelf: Shelf) => setState((previous) => (previous.status === 'success' ? { ...previous, shelves: [...previous.shelves, shelf] } : previous)),
    [],
  );
  const removed = useCallback(
    (shelfId: number) =>
      setState((previous) =>
        previous.status === 'success' ? { ...previous, shelves: previous.shelves.filter((shelf) => shelf.id !== shelfId) } : previous,
      ),
    [],
  );

  return { state, added, removed };
}
