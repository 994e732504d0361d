/** Served next to the shell: remote name -> URL of its mf-manifest.json (the one file ops edit). */
export const REMOTES_CONFIG_URL = '/remotes.json';
