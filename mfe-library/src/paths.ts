/** The page of one shelf; another reader's shelf carries their id, as profiles link to it. */
export function shelfPath(basename: string, shelfName: string, userId?: number): string {
  const path = `${basename}/booknook/${encodeURIComponent(shelfName)}`;
  return userId === undefined ? path : `${path}?userId=${userId}`;
}
