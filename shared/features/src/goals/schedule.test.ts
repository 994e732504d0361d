import { goalSchedule } from './schedule';

describe('the goal’s schedule', () => {
  const midYear = new Date(Date.UTC(2026, 6, 2)); // day 183 of 365: half of a 40-book goal is 20

  it('says how far ahead or behind today’s share of the goal the reader is', () => {
    expect(goalSchedule(2026, 40, 12, midYear)).toBe('8 books behind schedule.');
    expect(goalSchedule(2026, 40, 21, midYear)).toBe('1 book ahead of schedule.');
    expect(goalSchedule(2026, 40, 20, midYear)).toBe('On track.');
  });

  it('says the goal is reached, or how the past year ended, or what a coming year needs', () => {
    expect(goalSchedule(2026, 40, 40, midYear)).toBe('Goal reached!');
    expect(goalSchedule(2026, 40, 43, midYear)).toBe('Goal reached, 3 books beyond it!');
    expect(goalSchedule(2025, 40, 30, midYear)).toBe('10 books short of the goal.');
    expect(goalSchedule(2027, 12, 0, midYear)).toBe('12 books to go.');
  });
});
