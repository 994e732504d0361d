// Named (server-side prepared) statements for the hottest calls. PostgreSQL parses, analyses and
// plans an unnamed statement on every execution; a named one is parsed once per connection and,
// after five executions, may reuse a cached generic plan. On the shelf page that planning cost
// more than running the query (docs/decisions/0004-shelves-and-progress.md).
import type { CompiledQuery, Kysely, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

/**
 * Each registered text stays prepared on every pooled connection for the life of the connection,
 * so only statements whose SQL the code fixes may be registered (values vary, the text does not):
 * a text built from user input or a list of varying length would prepare without bound. More
 * distinct texts than this means a caller broke that rule.
 */
export const MAX_PREPARED_STATEMENTS = 32;

const statementNames = new Map<string, string>();

/** Runs a compiled query as a named statement of its own; see MAX_PREPARED_STATEMENTS for what may be. */
export async function executePrepared<Row>(db: Kysely<Database>, query: CompiledQuery<Row>): Promise<Row[]> {
  if (!statementNames.has(query.sql)) {
    if (statementNames.size >= MAX_PREPARED_STATEMENTS) {
      throw new Error(`More than ${MAX_PREPARED_STATEMENTS} prepared statements: one of them varies its SQL text`);
    }
    statementNames.set(query.sql, `booknook_${statementNames.size + 1}`);
  }
  return (await db.executeQuery(query)).rows;
}

/** The pool Kysely uses: statements registered by executePrepared go out under their name. */
export function namingPool(pool: pg.Pool): PostgresPool {
  // One wrapper per pooled client, so Kysely recognises a client it has seen before.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient) => {
    const query = (text: string, values: unknown[]) => {
      const name = statementNames.get(text);
      return name ? client.query({ name, text, values }) : client.query(text, values);
    };
    // Kysely passes a cursor object only when streaming, which BookNook does not do.
    return { query, release: () => client.release() } as unknown as PostgresPoolClient;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
