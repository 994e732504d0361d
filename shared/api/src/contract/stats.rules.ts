// The stats filters' sentences (spec sections 2 and 8), beside the schemas in stats.ts.

/** GET /stats refuses filters it cannot read with these; another reader's shelf is 'Shelf not found.' like a missing one. */
export const STATS_MESSAGES = {
  shelfInvalid: 'Shelf must be All or the id of one of your shelves.',
  yearInvalid: 'Year must be All or a four-digit year such as 2024.',
} as const;
