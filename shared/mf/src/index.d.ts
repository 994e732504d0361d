// Types of index.js for the TypeScript code (tests, scripts) that reads the federation config.
export interface SharedSingleton {
  singleton: true;
  version: string;
  requiredVersion: string;
  import?: string;
}

/** What must be one instance in the page, and nothing else. */
export declare const singletonPackages: readonly string[];
export declare function sharedConfig(): Record<string, SharedSingleton>;
export declare function createWebpackConfig(options: { name: string; dir: string; devPort: number; remote?: boolean }): (
  env: unknown,
  argv: { mode?: string },
) => import('webpack').Configuration;
export declare function remoteBasePath(name: string): string;
export declare const rootPackage: { workspaces: string[] };
