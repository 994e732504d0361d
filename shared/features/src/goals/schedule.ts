// Whether a reader is ahead of or behind their yearly goal on a given day: the books a steady pace
// would have finished by then, against the books finished.

function dayOfYear(date: Date): { day: number; days: number } {
  const year = date.getUTCFullYear();
  const start = Date.UTC(year, 0, 1);
  const days = (Date.UTC(year + 1, 0, 1) - start) / 86_400_000;
  return { day: Math.floor((date.getTime() - start) / 86_400_000) + 1, days };
}

const books = (count: number) => `${count} ${count === 1 ? 'book' : 'books'}`;

/** A sentence on the pace: ahead or behind today's share of the goal, or how the year ended. */
export function goalSchedule(year: number, goal: number, read: number, today: Date = new Date()): string {
  const thisYear = today.getUTCFullYear();
  if (read >= goal) return year < thisYear || read === goal ? 'Goal reached!' : `Goal reached, ${books(read - goal)} beyond it!`;
  if (year > thisYear) return `${books(goal - read)} to go.`;
  if (year < thisYear) return `${books(goal - read)} short of the goal.`;
  const { day, days } = dayOfYear(today);
  const expected = Math.floor((goal * day) / days);
  if (read > expected) return `${books(read - expected)} ahead of schedule.`;
  if (read < expected) return `${books(expected - read)} behind schedule.`;
  return 'On track.';
}
