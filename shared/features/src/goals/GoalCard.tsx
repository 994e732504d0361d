import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { deleteGoalMutation, errorText, GOAL_BOOKS_MAX, GOAL_MESSAGES, goalProblem, goalQuery, setGoalMutation, type Goal } from '@booknook/api';
import { announce, Button, ErrorMessage, Loading, ModalFormActions, TextField } from '@booknook/ui';
import { goalSchedule } from './schedule';
import './goalCard.css';

/** What the books field starts at when a reader sets a goal: one book a month. */
const SUGGESTED_GOAL = 12;
const numberFormat = new Intl.NumberFormat('en-US');

export interface GoalCardProps {
  year: number;
  /** Another reader's goal, shown read-only; the caller's own (editable) when absent. */
  userId?: number;
  /** Says whose goal it is, e.g. "alice's 2026 reading goal"; defaults to the caller's. */
  heading?: string;
}

function GoalForm({ year, goal, onDone }: { year: number; goal: Goal; onDone: () => void }) {
  const save = useMutation(setGoalMutation());
  const [books, setBooks] = useState(String(goal.books ?? SUGGESTED_GOAL));
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { books: Number(books.trim() || Number.NaN), pages: goal.pages };
    const problem = goalProblem(body);
    setInvalid(problem?.message ?? null);
    if (!problem)
      save.mutate(
        { year, goal: body },
        {
          onSuccess: () => {
            announce(GOAL_MESSAGES.saved(year));
            onDone();
          },
        },
      );
  };
  return (
    <form className="bn-goal-card__form" onSubmit={submit} noValidate>
      <TextField
        label={`Books to read in ${year}`}
        type="number"
        inputMode="numeric"
        min={1}
        max={GOAL_BOOKS_MAX}
        step={1}
        value={books}
        error={invalid}
        autoFocus
        onChange={(event) => {
          setBooks(event.target.value);
          setInvalid(null);
        }}
      />
      {save.isError ? <ErrorMessage>{errorText(save.error, GOAL_MESSAGES.saveFailed)}</ErrorMessage> : null}
      <ModalFormActions submitLabel="Save goal" saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

function GoalProgress({ goal, books }: { goal: Goal; books: number }) {
  const percent = Math.min(100, Math.round((goal.booksRead / books) * 100));
  const summary = `${numberFormat.format(goal.booksRead)} of ${numberFormat.format(books)} books`;
  return (
    <>
      <p className="bn-goal-card__summary">{summary}</p>
      <div
        className="bn-goal-card__bar"
        role="progressbar"
        aria-label={`Reading goal for ${goal.year}`}
        aria-valuemin={0}
        aria-valuemax={books}
        aria-valuenow={Math.min(goal.booksRead, books)}
        aria-valuetext={summary}
      >
        <span className="bn-goal-card__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="bn-goal-card__schedule">{goalSchedule(goal.year, books, goal.booksRead)}</p>
    </>
  );
}

/**
 * A year's reading goal: set it in two clicks (Set a reading goal, Save goal), then how many of its
 * books are read, with a bar and whether the reader is ahead of or behind schedule today.
 */
export function GoalCard({ year, userId, heading = `Your ${year} reading goal` }: GoalCardProps) {
  const goal = useQuery(goalQuery(year, userId));
  const remove = useMutation(deleteGoalMutation());
  const [editing, setEditing] = useState(false);
  const editable = userId === undefined;
  const known = goal.data;
  return (
    <section className="bn-goal-card" aria-label={heading}>
      <h2 className="bn-goal-card__heading">{heading}</h2>
      {goal.isPending ? <Loading label="Loading the reading goal…" /> : null}
      {goal.isError ? <ErrorMessage>{errorText(goal.error, GOAL_MESSAGES.fetchFailed)}</ErrorMessage> : null}
      {known && editing ? <GoalForm year={year} goal={known} onDone={() => setEditing(false)} /> : null}
      {known && !editing && known.books !== null ? <GoalProgress goal={known} books={known.books} /> : null}
      {known && !editing && known.books === null ? (
        <p className="bn-goal-card__none">
          {editable
            ? `${numberFormat.format(known.booksRead)} ${known.booksRead === 1 ? 'book' : 'books'} finished in ${year}. Set a goal to follow your pace.`
            : 'No reading goal set.'}
        </p>
      ) : null}
      {known && editable && !editing ? (
        <div className="bn-goal-card__actions">
          <Button variant={known.books === null ? 'primary' : 'secondary'} onClick={() => setEditing(true)}>
            {known.books === null ? 'Set a reading goal' : 'Change goal'}
          </Button>
          {known.books !== null ? (
            <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(year, { onSuccess: () => announce(GOAL_MESSAGES.removed(year)) })}>
              Remove goal
            </Button>
          ) : null}
        </div>
      ) : null}
      {remove.isError ? <ErrorMessage>{errorText(remove.error, GOAL_MESSAGES.deleteFailed)}</ErrorMessage> : null}
    </section>
  );
}
