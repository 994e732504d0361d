// `npm start`: one process serving the API, the realtime socket and the built web app.
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError } from './db';
import { startServer } from './server';

async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  // Measured from process start, so it includes loading the code: what a user waits for.
  const readyInMs = Math.round(process.uptime() * 1000);
  console.log(`BookNook is running at ${server.url}`);
  console.log(`ready in ${readyInMs} ms (database: ${server.database.kind}, ${server.database.location})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal} received: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // Known start-up problems are sentences for the operator; anything else keeps its stack.
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${process.env.PORT ?? 8080} is already in use: stop the program using it or set PORT.`);
  } else console.error('BookNook could not start:', error);
  process.exit(1);
});
