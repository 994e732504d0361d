// How a read's partial dates read on screen: "3 Mar 2024", "Apr 2024" or "2024", as the reading
// history shows them ("Started 3 Mar 2024 · Finished Apr 2024", "Read in 2019").
import type { PartialDate, Read } from '@booknook/api';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type DatePrecision = 'day' | 'month' | 'year' | 'unknown';

export function precisionOf(value: PartialDate): DatePrecision {
  if (value === null) return 'unknown';
  return value.length === 4 ? 'year' : value.length === 7 ? 'month' : 'day';
}

/** "2024-03-15" -> "15 Mar 2024", "2024-04" -> "Apr 2024", "2024" -> "2024". */
export function formatPartialDate(value: string): string {
  const [year = value, month, day] = value.split('-');
  if (month === undefined) return year;
  const monthName = MONTHS[Number(month) - 1] ?? month;
  return day === undefined ? `${monthName} ${year}` : `${Number(day)} ${monthName} ${year}`;
}

/** One line for a read: how it started and how it ended, or that it goes on. */
export function describeRead(read: Pick<Read, 'started' | 'finished' | 'stopped' | 'outcome'>): string {
  const { started, finished, stopped, outcome } = read;
  if (finished !== null && precisionOf(finished) === 'year' && (started === null || started === finished)) return `Read in ${finished}`;
  const parts: string[] = [];
  if (started !== null) parts.push(`Started ${formatPartialDate(started)}`);
  if (outcome === 'finished') parts.push(finished === null ? 'Finished, date unknown' : `Finished ${formatPartialDate(finished)}`);
  else if (outcome === 'stopped') parts.push(stopped === null ? 'Stopped, date unknown' : `Stopped ${formatPartialDate(stopped)}`);
  else parts.push(started === null ? 'Reading now, start date unknown' : 'Reading now');
  return parts.join(' · ');
}
