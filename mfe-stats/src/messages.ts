// Exact texts of the stats page (spec sections 2 and 8); a component never words these itself.
export const STATS_TEXT = {
  title: 'Stats',
  noBooksInShelves: 'No books in shelves to view stats!',
  noBooksInShelf: 'No books in shelf to view stats!',
  findBooks: 'Find books to shelve on Home',
  totalBooksRead: 'Total Books Read',
  totalBooksInShelf: 'Total Books in Shelf',
  topGenres: 'Top Genres',
  topAuthors: 'Top Authors',
  finishedPerMonth: 'Books finished per month',
  pageDistribution: 'Page Distribution',
  below200: 'Below 200 Pages',
  between200and500: '200-500 Pages',
  above500: 'Above 500 Pages',
  allTime: 'All Time',
  allShelves: 'All Shelves',
  /** Spec section 8: the server's message, or this one. */
  loadFailed: 'Failed to load stats. Please try again later.',
  savePageCountFailed: 'Failed to save page count',
} as const;
