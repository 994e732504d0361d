// Shelf names in the wider form (issue 9): normalizeShelfName now removes every default-ignorable and
// format character and the blank-looking fillers (U+034F, variation selectors, tags, Hangul fillers,
// the Braille blank), which 011's list missed: 'Read\u3164' was stored as a new custom shelf. Names
// stored before are brought to that form, with 011's rule for names that would then collide.
import type { Kysely } from 'kysely';
import { normaliseStoredShelfNames } from '../../library/stored-shelf-names';

export const up = (db: Kysely<unknown>): Promise<void> => normaliseStoredShelfNames(db);
