import appsFile from '../../../apps.json';
import type { RemoteName } from '../remotes/registry';

export interface ProtectedArea {
  remote: RemoteName;
  /** Only administrators (user_type_id 1) may enter; others are sent to /home. */
  adminOnly: boolean;
}

/** Path prefixes the remotes own, from apps.json. Each remote renders every route under its prefixes itself. */
const AREAS: ReadonlyArray<{ prefix: string } & ProtectedArea> = appsFile.remotes.flatMap((remote) =>
  remote.paths.map((prefix) => ({ prefix, remote: remote.name, adminOnly: 'adminOnly' in remote && remote.adminOnly === true })),
);

/** The signed-in area a path belongs to: its prefix exactly or followed by '/'; null for shell pages. */
export function protectedAreaFor(pathname: string): ProtectedArea | null {
  const area = AREAS.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return area ? { remote: area.remote, adminOnly: area.adminOnly } : null;
}
