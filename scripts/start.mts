// `npm start`: build what is not built, then run the server (API, realtime, shell and remotes) in
// this very process. package.json starts it with `exec`, so there is no shell or second Node
// process between npm and the server: the SIGTERM of a process manager and Ctrl-C reach the server
// itself, which closes the database and exits (a child process used to outlive a stopped npm).
import { build } from './build.mts';

await build({ onlyStale: true });
await import('../server/src/main.ts');
