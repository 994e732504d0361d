// Three instances started at the same moment on one empty PostgreSQL database (issue 23, what
// `npm run cluster` does): the schema is prepared once and the catalogue seeded once, and none of
// them fails on the others' work (CREATE EXTENSION alone fails with a duplicate key when two
// sessions run it together).
import { createDatabase, type AppDatabase } from '../src/db';
import { seedCatalogue } from '../src/catalogue/seed';
import { CATALOGUE_FIXTURE, createThrowawayPostgres } from './helpers';

test('three instances starting together migrate once and seed once', async () => {
  const throwaway = await createThrowawayPostgres();
  const instances: AppDatabase[] = [];
  try {
    const opening = await Promise.allSettled([1, 2, 3].map(() => createDatabase({ databaseUrl: throwaway.url, dataDir: null })));
    for (const result of opening) if (result.status === 'fulfilled') instances.push(result.value);
    expect(opening.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const applied = instances.map((instance) => instance.appliedMigrations.length).sort((a, b) => a - b);
    expect(applied[0]).toBe(0);
    expect(applied[1]).toBe(0);
    expect(applied[2]).toBeGreaterThan(0);

    const seeded = (await Promise.all(instances.map((instance) => seedCatalogue(instance.db, CATALOGUE_FIXTURE)))).map((outcome) => outcome.books);
    expect(seeded.filter((books) => books > 0)).toHaveLength(1);
    const { count } = await instances[0]!.db.selectFrom('books').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(Math.max(...seeded));
  } finally {
    for (const instance of instances) await instance.close();
    await throwaway.drop();
  }
});
