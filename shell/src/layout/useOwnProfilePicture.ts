import { useQuery } from '@tanstack/react-query';
import { ownProfilePictureQuery } from '@booknook/api';
import { useSession } from '@booknook/session';
import { useObjectUrl } from '@booknook/ui';

/** An object URL of the signed-in user's picture, or null while loading or when it cannot be fetched. */
export function useOwnProfilePicture(): string | null {
  const userId = useSession((state) => state.user_id);
  const pictureName = useSession((state) => state.user?.profile_picture ?? null);
  const picture = useQuery({ ...ownProfilePictureQuery(userId ?? 0, pictureName), enabled: userId !== null });
  return useObjectUrl(picture.data ?? null);
}
