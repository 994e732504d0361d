// Texts only the account screens show, exactly as spec section 8 words them; the rules' and the
// server's sentences live in the contract (@booknook/api).

export const SETTINGS_TEXT = {
  settingsSaved: 'Settings saved successfully!',
  settingsFetchFailed: 'Failed to fetch settings',
  settingsSaveFailed: 'Failed to save settings',
  pictureLoadFailed: 'Failed to load profile picture',
  passwordUpdateFailed: 'Failed to update password',
  emailUpdateFailed: 'Failed to update email',
  deleteConfirmation: 'This action cannot be undone. All your data will be lost.',
  deleteFailed: 'Failed to delete user',
} as const;

export const PROFILE_TEXT = {
  profileFetchFailed: 'Failed to fetch user',
  noCurrentlyReading: 'No books currently reading.',
  noBooksRead: 'No books read yet.',
} as const;

export const IMPORT_EXPORT_TEXT = {
  heading: 'Import and export',
  importHeading: 'Import',
  importIntro: 'Bring your books from Goodreads, The StoryGraph or a BookNook export: shelves, ratings, reviews and read dates come along. An import only adds; nothing you have is removed.',
  chooseFile: 'Choose a CSV file',
  dropHint: 'or drop it here',
  fileHint: (megabytes: number, rows: string) => `A CSV file from Goodreads, The StoryGraph or BookNook, up to ${megabytes} MB and ${rows} books.`,
  importing: (fileName: string) => `Importing ${fileName}`,
  imported: (fileName: string) => `Imported ${fileName}`,
  chosen: (name: string) => `Chosen: ${name}`,
  startImport: 'Import',
  starting: 'Starting…',
  startFailed: 'Failed to start the import',
  fetchFailed: 'Failed to fetch the import',
  cancelImport: 'Cancel import',
  cancelFailed: 'Failed to cancel the import',
  progressLabel: 'Import progress',
  progress: (processed: string, total: string) => `${processed} of ${total} rows`,
  waiting: 'Waiting to start…',
  offlineNote: 'Not connected: the progress is checked every few seconds.',
  done: 'Import finished.',
  failed: 'The import stopped.',
  cancelled: 'The import was cancelled.',
  countsLabel: 'What the import did',
  attentionHeading: 'Rows to look at',
  attentionNoun: ['row', 'rows'] as const,
  outcome: { added: 'Added', alreadyThere: 'Already there', created: 'Book created', skipped: 'Skipped' },
  noAttention: 'Every row was imported.',
  searchCatalogue: 'Search the catalogue',
  openBook: 'Open the book',
  importAnother: 'Import another file',
  exportHeading: 'Export',
  downloadGoodreads: 'Download library (CSV)',
  goodreadsHint: "Goodreads' format, which Goodreads, The StoryGraph, BookWyrm and BookNook import.",
  downloadAccount: 'Download account (JSON)',
  accountHint: 'Everything of your account: profile, settings, shelves, reads, reviews and notifications.',
  downloading: 'Preparing…',
  downloadFailed: 'Failed to download the export',
} as const;
