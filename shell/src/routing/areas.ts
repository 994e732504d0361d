import type { RemoteName } from '../remotes/registry';

export interface ProtectedArea {
  remote: RemoteName;
  /** Only administrators (user_type_id 1) may enter; others are sent to /home. */
  adminOnly: boolean;
}

/** Path prefixes the remotes own. Each remote renders every route under its prefixes itself. */
const AREAS: ReadonlyArray<{ prefix: string } & ProtectedArea> = [
  { prefix: '/home', remote: 'discovery', adminOnly: false },
  { prefix: '/search', remote: 'discovery', adminOnly: false },
  { prefix: '/booknook', remote: 'library', adminOnly: false },
  { prefix: '/stats', remote: 'stats', adminOnly: false },
  { prefix: '/profile', remote: 'account', adminOnly: false },
  { prefix: '/settings', remote: 'account', adminOnly: false },
  { prefix: '/dashboard', remote: 'admin', adminOnly: true },
];

/** The signed-in area a path belongs to: its prefix exactly or followed by '/'; null for shell pages. */
export function protectedAreaFor(pathname: string): ProtectedArea | null {
  const area = AREAS.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return area ? { remote: area.remote, adminOnly: area.adminOnly } : null;
}
