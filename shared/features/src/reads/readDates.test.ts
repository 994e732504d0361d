import { describeRead, formatPartialDate, precisionOf } from './readDates';

describe('partial dates on screen', () => {
  it('writes each precision the way the reading history shows it', () => {
    expect(formatPartialDate('2024-03-03')).toBe('3 Mar 2024');
    expect(formatPartialDate('2024-12')).toBe('Dec 2024');
    expect(formatPartialDate('2019')).toBe('2019');
    expect(precisionOf('2024-03-03')).toBe('day');
    expect(precisionOf('2024-03')).toBe('month');
    expect(precisionOf('2024')).toBe('year');
    expect(precisionOf(null)).toBe('unknown');
  });

  it('describes finished, stopped, open and year-only reads', () => {
    expect(describeRead({ started: '2024-03-03', finished: '2024-04', stopped: null, outcome: 'finished' })).toBe('Started 3 Mar 2024 · Finished Apr 2024');
    expect(describeRead({ started: null, finished: '2019', stopped: null, outcome: 'finished' })).toBe('Read in 2019');
    expect(describeRead({ started: '2019', finished: '2019', stopped: null, outcome: 'finished' })).toBe('Read in 2019');
    expect(describeRead({ started: '2018', finished: '2019', stopped: null, outcome: 'finished' })).toBe('Started 2018 · Finished 2019');
    expect(describeRead({ started: '2024-05-01', finished: null, stopped: '2024-05-20', outcome: 'stopped' })).toBe('Started 1 May 2024 · Stopped 20 May 2024');
    expect(describeRead({ started: '2024-05-01', finished: null, stopped: null, outcome: 'reading' })).toBe('Started 1 May 2024 · Reading now');
    expect(describeRead({ started: null, finished: null, stopped: null, outcome: 'finished' })).toBe('Finished, date unknown');
    expect(describeRead({ started: '2024-02', finished: null, stopped: null, outcome: 'stopped' })).toBe('Started Feb 2024 · Stopped, date unknown');
    expect(describeRead({ started: null, finished: '2024-06-02', stopped: null, outcome: 'finished' })).toBe('Finished 2 Jun 2024');
  });
});
