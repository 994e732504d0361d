/** The page of one shelf; another reader's shelf carries their id, as profiles link to it. */
export function shelfPath(shelfName: string, userId?: number): string {
  const path = `/booknook/${encodeURIComponent(shelfName)}`;
  return userId === undefined ? path : `${path}?userId=${userId}`;
}
