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
export interface App {
  /** Federation name: 'shell' or the remote's name. */
  name: string;
  /** Workspace folder: 'shell' or 'mfe-<name>'. */
  dir: string;
  devPort: number;
  remote: boolean;
}

/** The checkout's root folder. */
export declare const repoRoot: string;

/** Every front-end app, from apps.json. */
export declare const apps: readonly App[];
export declare function createWebpackConfig(dir: string): (env: unknown, argv: { mode?: string }) => import('webpack').Configuration;
