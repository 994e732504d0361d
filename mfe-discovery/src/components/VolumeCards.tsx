import { useState } from 'react';
import type { Volume } from '@booknook/api';
import { BookDetailsModal } from '@booknook/features';
import { BookGrid, BookRow, summariseVolume } from '@booknook/ui';

export interface VolumeCardsProps {
  volumes: readonly Volume[];
  layout: 'row' | 'grid';
  /** Names the list for screen readers, e.g. 'Fantasy books'. */
  label: string;
  loading?: boolean;
}

/** Catalogue volumes as cards; a card opens the book's details, and closing them returns focus to it. */
export function VolumeCards({ volumes, layout, label, loading }: VolumeCardsProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const openVolume = volumes.find((volume) => volume.id === openId);
  const List = layout === 'row' ? BookRow : BookGrid;
  return (
    <>
      <List books={volumes.map(summariseVolume)} onOpen={(book) => setOpenId(book.id)} label={label} loading={loading} />
      {openVolume ? <BookDetailsModal bookId={openVolume.id} initial={openVolume} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
