// `npm start`: one process serving the API, the realtime socket and the built web app.
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError } from './db';
import { startServer } from './server';

async function main() {
  const config = loadConfig();
  const starting = startServer(config);

  // Installed before the server is up, so a stop during migrations or seeding still closes the
  // database cleanly once it is open. Ctrl-C reaches both npm and the server, and npm passes it on:
  // one keypress can arrive twice within milliseconds, so only a signal well after the first means
  // "stop now, without waiting".
  const REPEAT_MEANS_FORCE_AFTER_MS = 1000;
  let stoppingSince: number | null = null;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince < REPEAT_MEANS_FORCE_AFTER_MS) return;
      console.log(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    console.log(`${signal} received: shutting down`);
    starting
      .then((server) => server.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const server = await starting;
  if (stoppingSince !== null) return;
  // Measured from process start, so it includes loading the code: what a user waits for.
  const readyInMs = Math.round(process.uptime() * 1000);
  console.log(`BookNook is running at ${server.url}`);
  console.log(`ready in ${readyInMs} ms (database: ${server.database.kind}, ${server.database.location})`);
}

main().catch((error: unknown) => {
  // Known start-up problems are sentences for the operator; anything else keeps its stack.
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${process.env.PORT ?? 8080} is already in use: stop the program using it or set PORT.`);
  } else console.error('BookNook could not start:', error);
  process.exit(1);
});
