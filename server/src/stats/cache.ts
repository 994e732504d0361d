// A reader's GET /stats figures, kept until their shelves change (issue 25): one reader asking for
// their figures in a loop used to take the database from everyone else. The figures read only the
// reader's own rows and the catalogue, so an answer stays true until the reader's reading state
// changes; every write request of a signed-in reader forgets theirs (app.ts), and so does each
// import batch (imports/job.ts). Each app instance keeps its own, so an answer is also dropped after
// ENTRY_TTL_MS: a change made through another instance shows here within that time at the latest.
import type { Stats } from '@booknook/api/contract';

const ENTRY_TTL_MS = 60_000;
/** Readers kept at once; the one asked longest ago goes first. */
const MAX_READERS = 10_000;
/** Selections kept per reader (shelf x year): more than the stats page shows in a session. */
const MAX_SELECTIONS = 32;

type Selections = Map<string, { figures: Stats; expiresAt: number }>;

export class StatsCache {
  private readonly readers = new Map<number, Selections>();

  /** The reader's figures for `selection`: kept ones while they hold, else computed and kept. */
  async figures(userId: number, selection: string, compute: () => Promise<Stats>): Promise<Stats> {
    let selections = this.readers.get(userId);
    const kept = selections?.get(selection);
    if (kept && kept.expiresAt > Date.now()) return kept.figures;
    if (!selections) {
      selections = new Map();
      this.readers.set(userId, selections);
      if (this.readers.size > MAX_READERS) this.readers.delete(this.readers.keys().next().value!);
    }
    const figures = await compute();
    // Kept only if the reader's shelves did not change meanwhile: forget() drops `selections`.
    if (this.readers.get(userId) === selections) {
      selections.set(selection, { figures, expiresAt: Date.now() + ENTRY_TTL_MS });
      if (selections.size > MAX_SELECTIONS) selections.delete(selections.keys().next().value!);
    }
    return figures;
  }

  /** The reader's reading state changed: their figures are computed afresh from now on. */
  forget(userId: number): void {
    this.readers.delete(userId);
  }
}

