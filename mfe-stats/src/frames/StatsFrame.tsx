// Page frame of /stats: the heading the statistics page builds on.
import { EmptyState, PageHeader } from '@booknook/ui';

export function StatsFrame() {
  return (
    <>
      <PageHeader title="Stats" description="Your reading by year and by shelf: top genres, top authors and book lengths." />
      <EmptyState>Your statistics appear here as you shelve and finish books.</EmptyState>
    </>
  );
}
