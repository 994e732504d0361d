import { useSyncExternalStore } from 'react';
import { Button } from '@booknook/ui';
import { onUpdateWaiting, reloadIntoUpdate, updateWaiting } from './registration';

const UPDATE_AVAILABLE_TEXT = 'A new version of BookNook is available';

/** Offers the new version once it is installed; it takes over only when the reader chooses Reload. */
export function UpdateBanner() {
  const available = useSyncExternalStore(onUpdateWaiting, updateWaiting, () => false);
  if (!available) return null;
  return (
    <div role="status" className="bn-update-banner">
      <span>{UPDATE_AVAILABLE_TEXT}</span>
      <Button variant="secondary" onClick={reloadIntoUpdate}>
        Reload
      </Button>
    </div>
  );
}
