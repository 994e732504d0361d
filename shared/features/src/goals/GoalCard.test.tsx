import { screen, within } from '@testing-library/react';
import type { Goal } from '@booknook/api';
import { fakeApi, lastAnnounced, renderWithRouter, signInAs, type FakeApi } from '@booknook/testing';
import { GoalCard } from './GoalCard';

// A past year, so the pace sentence does not depend on today's date.
const noGoal: Goal = { year: 2024, books: null, pages: null, booksRead: 5, pagesRead: 1500 };

let api: FakeApi;
/** What the server holds; the fake answers GET /goals from it. */
let saved: Goal;

beforeEach(() => {
  signInAs();
  saved = noGoal;
  api = fakeApi().get('/goals/:year', () => saved);
});

const card = (name = 'Your 2024 reading goal') => screen.getByRole('region', { name });

describe('GoalCard', () => {
  it('sets a goal in two clicks, then shows the books read of it with a bar', async () => {
    api.put('/goals/:year', (request) => {
      saved = { ...noGoal, books: (request.body as { books: number }).books };
      return saved;
    });
    const { user } = renderWithRouter(<GoalCard year={2024} />);
    expect(await within(card()).findByText('5 books finished in 2024. Set a goal to follow your pace.')).toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: 'Set a reading goal' }));
    expect(within(card()).getByLabelText('Books to read in 2024')).toHaveValue(12);
    await user.click(within(card()).getByRole('button', { name: 'Save goal' }));

    expect(await within(card()).findByText('5 of 12 books')).toBeInTheDocument();
    expect(lastAnnounced()).toBe('Reading goal for 2024 saved.');
    const bar = within(card()).getByRole('progressbar', { name: 'Reading goal for 2024' });
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    expect(within(card()).getByText('7 books short of the goal.')).toBeInTheDocument();
    expect(api.requests('PUT', '/goals/:year').map((request) => [request.pathParams, request.body])).toEqual([
      [{ year: '2024' }, { books: 12, pages: null }],
    ]);
  });

  it("shows another reader's goal read-only", async () => {
    saved = { ...noGoal, books: 40, booksRead: 12 };
    renderWithRouter(<GoalCard year={2024} userId={9} heading="alice's 2024 reading goal" />);
    const theirs = card("alice's 2024 reading goal");
    expect(await within(theirs).findByText('12 of 40 books')).toBeInTheDocument();
    expect(within(theirs).getByRole('progressbar', { name: 'Reading goal for 2024' })).toHaveAttribute('aria-valuenow', '12');
    expect(within(theirs).queryByRole('button')).not.toBeInTheDocument();
    expect(api.requests('GET', '/goals/:year')[0]?.query.get('user_id')).toBe('9');
  });
});
