import { useEffect, useState } from 'react';
import { getOwnProfilePicture } from '@booknook/api';
import { useSession } from '@booknook/session';
import { useObjectUrl } from '@booknook/ui';

/** An object URL of the signed-in user's picture, or null while loading or when it cannot be fetched. */
export function useOwnProfilePicture(): string | null {
  const userId = useSession((state) => state.user_id);
  // A new picture gets a new filename, so this also refetches after the user changes it.
  const pictureName = useSession((state) => state.user?.profile_picture ?? null);
  const [picture, setPicture] = useState<Blob | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    getOwnProfilePicture().then(
      (blob) => current && setPicture(blob),
      () => current && setPicture(null),
    );
    return () => {
      current = false;
    };
  }, [userId, pictureName]);

  return useObjectUrl(picture);
}
