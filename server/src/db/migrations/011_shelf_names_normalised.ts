// Shelf names in one form (issue 9): from now on the server stores names as normalizeShelfName makes
// them (NFKC, no invisible or bidi-control characters, single spaces, trimmed). Names stored before
// are brought to that form; one that would then equal a built-in shelf or another shelf of its owner
// keeps its place with its id added, so no shelf and no book on it is lost. (This ran as SQL with its
// own list of characters; the rule now lives in one place, which 025 reuses when the form widened.)
import type { Kysely } from 'kysely';
import { normaliseStoredShelfNames } from '../../library/stored-shelf-names';

export const up = (db: Kysely<unknown>): Promise<void> => normaliseStoredShelfNames(db);
