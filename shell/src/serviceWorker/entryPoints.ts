// Which entry points a page needs, worked out in the service worker at the page's navigation
// (sw.ts): remotes.json, then the manifest of the remote showing the page, then its remoteEntry.js.
import { protectedAreaFor } from '../routing/areas';
import { REMOTES_CONFIG_URL } from '../remotes/remotesConfig';

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}

/** Asks the network for a URL for the page being opened, answering a copy the caller may read. */
export type FetchForPage = (url: string) => Promise<Response>;

/**
 * Fetches, one after the other as each names the next, the entry points of the remote showing
 * `pathname` on `origin`. A page of no remote needs none; a remote on another origin is left to the
 * page (the worker's answers from there would be opaque, unreadable).
 */
export async function fetchEntryPointsFor(pathname: string, origin: string, fetchForPage: FetchForPage): Promise<void> {
  const remote = protectedAreaFor(pathname)?.remote;
  if (!remote) return;
  const remotes = (await (await fetchForPage(new URL(REMOTES_CONFIG_URL, origin).href)).json()) as Record<string, unknown>;
  const manifestPath = remotes[remote];
  if (typeof manifestPath !== 'string') return;
  const manifestUrl = new URL(manifestPath, origin);
  if (manifestUrl.origin !== origin) return;
  const entry = ((await (await fetchForPage(manifestUrl.href)).json()) as FederationManifest).metaData?.remoteEntry;
  if (entry?.name) await fetchForPage(new URL(`${entry.path ?? ''}${entry.name}`, manifestUrl).href);
}
