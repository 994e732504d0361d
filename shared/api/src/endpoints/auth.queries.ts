import { queryOptions } from '@tanstack/react-query';
import { verifyToken } from './auth';
import { ownProfilePicture } from './users';

export const sessionKeys = {
  all: ['session'] as const,
  /** Keyed by the token, so a new login is checked afresh and never reuses another token's answer. */
  verification: (token: string) => [...sessionKeys.all, 'verification', token] as const,
  ownPicture: (userId: number, pictureName: string | null) => [...sessionKeys.all, 'picture', userId, pictureName] as const,
};

/** The server's verdict on the stored token; asked once per token and page. */
export function verifyTokenQuery(token: string) {
  return queryOptions({ queryKey: sessionKeys.verification(token), queryFn: verifyToken, staleTime: Infinity });
}

/** The signed-in user's picture; a new picture has a new filename, so the key changes with it. */
export function ownProfilePictureQuery(userId: number, pictureName: string | null) {
  return queryOptions({ queryKey: sessionKeys.ownPicture(userId, pictureName), queryFn: ownProfilePicture, staleTime: Infinity });
}
