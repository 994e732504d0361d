// What the preload entry starts for a signed-in page, beside the app's own download: where the
// remotes live, the code of the remote showing the page, and the page's first data (@booknook/api).
// Plain fetch and <link rel="preload">, no framework: it must be tiny.
import { requestEarly, requestPageData, startEarlyResponses } from '@booknook/api/early';
import { REMOTES_CONFIG_URL } from '../remotes/remotesConfig';

/** The part of a remote's mf-manifest.json that names its entry and the files of its ./App. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

function preload(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Starts downloading the remote that shows the page: its manifest, then its entry and the scripts
 * and stylesheets of its ./App, as preloads the federation runtime's own requests for them then find
 * in the cache.
 */
function preloadRemote(manifestUrl: string): void {
  void fetch(manifestUrl)
    .then((response) => response.json() as Promise<FederationManifest>)
    .then((manifest) => {
      const base = new URL('.', manifestUrl);
      const entry = manifest.metaData?.remoteEntry;
      const app = manifest.exposes?.find((expose) => expose.path === './App');
      const scripts = [entry?.name ? `${entry.path ?? ''}${entry.name}` : null, ...(app?.assets?.js?.sync ?? [])];
      for (const file of scripts) if (file) preload(new URL(file, base).href, 'script');
      for (const file of app?.assets?.css?.sync ?? []) preload(new URL(file, base).href, 'style');
    })
    .catch(() => undefined);
}

/**
 * Starts the requests of the signed-in page at `pathname` for the stored token: remotes.json (read
 * by the shell's registry), the code of `remoteName` (the remote showing the page) and the page's
 * first data.
 */
export function preloadPage(pathname: string, remoteName: string | null, token: string): void {
  startEarlyResponses();
  void requestEarly(REMOTES_CONFIG_URL, { cache: 'no-store' })
    .then(({ data }) => {
      const manifest = remoteName && typeof data === 'object' && data ? (data as Record<string, unknown>)[remoteName] : undefined;
      if (typeof manifest === 'string') preloadRemote(new URL(manifest, window.location.href).href);
    })
    .catch(() => undefined);
  requestPageData(pathname, token);
}
