import { fetchEntryPointsFor } from './entryPoints';

const ORIGIN = 'https://booknook.test';

/** A network of JSON files by URL; every URL asked is recorded in order. */
function network(files: Record<string, unknown>) {
  const asked: string[] = [];
  // Only what fetchEntryPointsFor reads of an answer (jsdom has no Response).
  const fetchForPage = async (url: string) => {
    asked.push(url);
    return { json: async () => (url in files ? files[url] : Promise.reject(new SyntaxError('not JSON'))) } as Response;
  };
  return { asked, fetchForPage };
}

const discoveryManifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };

describe('fetchEntryPointsFor', () => {
  it("asks for remotes.json, then the page's remote's manifest, then the entry that manifest names", async () => {
    const { asked, fetchForPage } = network({
      [`${ORIGIN}/remotes.json`]: { discovery: '/mfe/discovery/mf-manifest.json', library: '/mfe/library/mf-manifest.json' },
      [`${ORIGIN}/mfe/discovery/mf-manifest.json`]: discoveryManifest,
    });
    await fetchEntryPointsFor('/home', ORIGIN, fetchForPage);
    expect(asked).toEqual([`${ORIGIN}/remotes.json`, `${ORIGIN}/mfe/discovery/mf-manifest.json`, `${ORIGIN}/mfe/discovery/remoteEntry.js`]);
  });

  it("resolves the entry's path against the manifest's folder", async () => {
    const { asked, fetchForPage } = network({
      [`${ORIGIN}/remotes.json`]: { library: '/mfe/library/mf-manifest.json' },
      [`${ORIGIN}/mfe/library/mf-manifest.json`]: { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'v2/' } } },
    });
    await fetchEntryPointsFor('/booknook/shelf/read', ORIGIN, fetchForPage);
    expect(asked.at(-1)).toBe(`${ORIGIN}/mfe/library/v2/remoteEntry.js`);
  });

  it('asks for nothing for a page no remote shows', async () => {
    const { asked, fetchForPage } = network({});
    await fetchEntryPointsFor('/login', ORIGIN, fetchForPage);
    expect(asked).toEqual([]);
  });

  it('leaves a remote on another origin to the page', async () => {
    const { asked, fetchForPage } = network({ [`${ORIGIN}/remotes.json`]: { discovery: 'https://cdn.example/discovery/mf-manifest.json' } });
    await fetchEntryPointsFor('/home', ORIGIN, fetchForPage);
    expect(asked).toEqual([`${ORIGIN}/remotes.json`]);
  });

  it('stops at a remotes.json that does not name the remote, or a manifest without an entry', async () => {
    const withoutRemote = network({ [`${ORIGIN}/remotes.json`]: { library: '/mfe/library/mf-manifest.json' } });
    await fetchEntryPointsFor('/home', ORIGIN, withoutRemote.fetchForPage);
    expect(withoutRemote.asked).toEqual([`${ORIGIN}/remotes.json`]);

    const withoutEntry = network({ [`${ORIGIN}/remotes.json`]: { discovery: '/mfe/discovery/mf-manifest.json' }, [`${ORIGIN}/mfe/discovery/mf-manifest.json`]: {} });
    await fetchEntryPointsFor('/home', ORIGIN, withoutEntry.fetchForPage);
    expect(withoutEntry.asked).toHaveLength(2);
  });
});
