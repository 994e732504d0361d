import { useQuery } from '@tanstack/react-query';
import { ownProfilePictureQuery, profilePictureQuery } from '@booknook/api';
import { useSession } from '@booknook/session';
import { Avatar, defaultProfilePictureUrl, useObjectUrl } from '@booknook/ui';

export interface ProfilePictureProps {
  /** The reader's name, for the initials shown while the picture loads. */
  name: string;
  /** The stored picture's filename; null for the default picture. */
  filename: string | null;
  isOwn: boolean;
  size: number;
}

/** A reader's picture: their own through GET /profile-pictures, another's by its filename, or the default one. */
export function ProfilePicture({ name, filename, isOwn, size }: ProfilePictureProps) {
  const userId = useSession((state) => state.user_id) ?? 0;
  const own = useQuery({ ...ownProfilePictureQuery(userId, filename), enabled: isOwn && filename !== null });
  const other = useQuery({ ...profilePictureQuery(filename ?? ''), enabled: !isOwn && filename !== null });
  const url = useObjectUrl((isOwn ? own.data : other.data) ?? null);
  return <Avatar name={name} src={url ?? (filename === null ? defaultProfilePictureUrl : null)} size={size} />;
}
