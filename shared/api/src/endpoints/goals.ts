import type { Goal, GoalBody } from '../contract';
import { http } from '../http';

/**
 * The caller's goal for the year (books and pages null when not set) and the year's reading so far;
 * another reader's (`userId`) when their main shelves are visible to the caller.
 */
export async function getGoal(year: number, userId?: number): Promise<Goal> {
  const { data } = await http.get<Goal>(`/goals/${year}`, { params: { user_id: userId } });
  return data;
}

/** Sets the year's goal: books 1-10,000 and, optionally, pages 1-1,000,000 (1900 to next year). */
export async function setGoal(year: number, body: GoalBody): Promise<Goal> {
  const { data } = await http.put<Goal>(`/goals/${year}`, body);
  return data;
}

export async function deleteGoal(year: number): Promise<void> {
  await http.delete(`/goals/${year}`);
}
