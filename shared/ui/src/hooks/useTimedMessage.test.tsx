import { act, renderHook } from '@testing-library/react';
import { useTimedMessage } from './useTimedMessage';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('clears the message once its time is up', () => {
  const { result } = renderHook(() => useTimedMessage(3000));
  act(() => result.current[1]('Saved'));
  act(() => jest.advanceTimersByTime(2999));
  expect(result.current[0]).toBe('Saved');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current[0]).toBeNull();
});

it('gives the same message shown again its whole time, and counts each showing', () => {
  const { result } = renderHook(() => useTimedMessage(3000));
  act(() => result.current[1]('Deleted'));
  act(() => jest.advanceTimersByTime(2000));
  act(() => result.current[1]('Deleted'));
  expect(result.current[2]).toBe(2);
  act(() => jest.advanceTimersByTime(2000));
  expect(result.current[0]).toBe('Deleted');
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current[0]).toBeNull();
  expect(result.current[2]).toBe(2);
});
