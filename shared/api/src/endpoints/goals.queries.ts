// How every front end names, loads and changes the yearly reading goal in the one query cache.
// Its counts follow the reads: library and reads mutations mark every goal stale.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Goal, GoalBody } from '../contract';
import { deleteGoal, getGoal, setGoal } from './goals';

export const goalKeys = {
  /** Every year's goal: the prefix changes to reads mark stale. */
  all: ['goals'] as const,
  /** The caller's goal when `userId` is undefined. */
  year: (year: number, userId?: number) => [...goalKeys.all, year, userId ?? 'own'] as const,
};

export function goalQuery(year: number, userId?: number) {
  return queryOptions({ queryKey: goalKeys.year(year, userId), queryFn: () => getGoal(year, userId) });
}

export interface SetGoalVariables {
  year: number;
  goal: GoalBody;
}

/** Sets the year's goal; the answer (with the year's counts) replaces the cached one. */
export function setGoalMutation() {
  return mutationOptions({
    mutationFn: ({ year, goal }: SetGoalVariables) => setGoal(year, goal),
    onSuccess: (saved, { year }, _result, { client }) => client.setQueryData(goalKeys.year(year), saved),
  });
}

/** Removes the year's goal; its counts stay. */
export function deleteGoalMutation() {
  return mutationOptions({
    mutationFn: (year: number) => deleteGoal(year),
    onSuccess: (_answer, year, _result, { client }) =>
      client.setQueryData<Goal>(goalKeys.year(year), (known) => known && { ...known, books: null, pages: null }),
  });
}
