import type { ReactNode } from 'react';
import { Select } from '@booknook/ui';
import { SORT_OPTIONS, type Sort } from '../listParams';

/** The controls above a book list: Back, optional extra selects, then Sort by. */
export function ListToolbar({ back, sort, onSortChange, children }: {
  back: ReactNode;
  sort: Sort;
  onSortChange: (sort: Sort) => void;
  children?: ReactNode;
}) {
  return (
    <div className="bn-toolbar discovery-toolbar">
      <div className="discovery-toolbar__back">{back}</div>
      {children}
      <Select
        label="Sort by"
        options={SORT_OPTIONS}
        value={sort}
        onChange={(event) => onSortChange(event.target.value as Sort)}
      />
    </div>
  );
}
