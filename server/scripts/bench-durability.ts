// BENCHMARK ONLY. What durable commits cost the embedded database (issue 9, docs/decisions/0009):
// one small write transaction on PGlite as it ships (-F, no fsync reaches the disk) against the
// product's configuration (fsync on, each commit flushes the WAL), both on folders of this disk.
//
//   npx tsx server/scripts/bench-durability.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { durableOptions } from '../src/db/durable-pglite';
import { microsecondsPerCall } from './interleaved';

const ROUNDS = 10;
const WRITES_PER_ROUND = 100;

async function open(durable: boolean, folder: string): Promise<PGlite> {
  const pglite = await PGlite.create(durable ? durableOptions(folder) : { dataDir: folder });
  await pglite.exec('CREATE TABLE progress (id serial PRIMARY KEY, reader integer NOT NULL, page integer NOT NULL)');
  return pglite;
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-bench-durability-'));
  const asShipped = await open(false, path.join(root, 'as-shipped'));
  const durable = await open(true, path.join(root, 'durable'));
  let fsyncs = 0;
  const realFsync = fs.fsyncSync;
  fs.fsyncSync = (fd) => {
    fsyncs += 1;
    realFsync(fd);
  };
  try {
    let page = 0;
    const write = (pglite: PGlite) => () => pglite.query('INSERT INTO progress (reader, page) VALUES ($1, $2)', [1, (page += 1)]);
    const micros = await microsecondsPerCall({ 'PGlite as shipped (fsync off)': write(asShipped), 'durable commits (product)': write(durable) }, ROUNDS, WRITES_PER_ROUND);
    const callsPerStep = ROUNDS * WRITES_PER_ROUND + Math.min(50, WRITES_PER_ROUND);
    console.log('\n## Embedded database: one committed write (median of rounds, on this disk)');
    for (const [name, value] of Object.entries(micros)) console.log(`  ${name.padEnd(32)} ${(value / 1000).toFixed(3).padStart(8)} ms`);
    const [shipped, product] = Object.values(micros) as [number, number];
    console.log(`  durable / as shipped: ${(product / shipped).toFixed(2)}x, +${((product - shipped) / 1000).toFixed(3)} ms a write`);
    console.log(`  fsync calls: ${(fsyncs / callsPerStep).toFixed(2)} per durable write (none as shipped)`);
  } finally {
    fs.fsyncSync = realFsync;
    await asShipped.close();
    await durable.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench-durability failed:', error);
  process.exit(1);
});
