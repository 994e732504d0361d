import { screen, waitFor, within } from '@testing-library/react';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX_LENGTH, REVIEWS_PAGE_SIZE, type Review } from '@booknook/api';
import { fakeApi, reader, renderWithRouter, reply, review, reviewPages, signInAs, type FakeAnswer, type FakeApi } from '@booknook/testing';
import { BookReviews } from './BookReviews';
import { ALREADY_REVIEWED_NOTICE, ReviewModal } from './ReviewModal';
import { REVIEWS_TEXT } from './messages';

let api: FakeApi;
const noOwnReview = () => reply(404, { error: REVIEW_MESSAGES.reviewNotFound });

beforeEach(() => {
  signInAs(reader);
  api = fakeApi();
});

function renderReviews(bookId = 'gb-1') {
  return renderWithRouter(<BookReviews bookId={bookId} bookTitle="Emma" />);
}

describe('the reader’s own review', () => {
  it('says there is none yet and writes one: focus on the stars, rating required first, then posted with every field', async () => {
    api
      .get('/reviews/:bookId', noOwnReview)
      .get('/reviews/book/:bookId', () => ({ reviews: [], total: 0 }))
      .post('/reviews', (request) => review({ ...(request.body as object), user_id: reader.id, User: { username: reader.username } }));
    const { user } = renderReviews();

    expect(await screen.findByText('No review yet')).toBeInTheDocument();
    expect(screen.getByText('No reviews found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Emma' });
    expect(within(dialog).getByRole('radio', { name: '1 star' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    // Announced, tied to the stars, and focus is back on them.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Rating is required');
    expect(within(dialog).getByRole('radiogroup', { name: 'Rating' })).toHaveAccessibleDescription('Rating is required');
    expect(within(dialog).getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(api.requests('POST', '/reviews')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    expect(within(dialog).queryByText('Rating is required')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Pace'), 'Slow');
    await user.selectOptions(within(dialog).getByLabelText('Plot or characters'), 'Balanced');
    await user.type(within(dialog).getByLabelText('Development'), 'Grows on you');
    await user.type(within(dialog).getByLabelText('Review'), 'A <b>clever</b> comedy');
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests('POST', '/reviews')[0]?.body).toEqual({
      book_id: 'gb-1',
      rating: 4,
      pace_review: 'Slow',
      plot_character_driven: 'Balanced',
      development_review: 'Grows on you',
      review_text: 'A <b>clever</b> comedy',
    });
    // Shown as text, never as markup.
    expect(await screen.findAllByText('A <b>clever</b> comedy')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Edit review' })).toBeInTheDocument();
  });

  it('edits the review with PUT, starting from what was saved with focus on its stars', async () => {
    const mine = review({ user_id: reader.id, rating: 2, review_text: 'Slow going', pace_review: 'Slow' });
    api
      .get('/reviews/:bookId', () => mine)
      .get('/reviews/book/:bookId', () => ({ reviews: [mine], total: 1 }))
      .put('/reviews/:bookId', (request) => ({ ...mine, ...(request.body as object) }));
    const { user } = renderReviews();

    await user.click(await screen.findByRole('button', { name: 'Edit review' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your review of Emma' });
    expect(within(dialog).getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '2 stars' })).toHaveFocus();
    expect(within(dialog).getByLabelText('Review')).toHaveValue('Slow going');
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests('PUT', '/reviews/:bookId')[0]?.body).toMatchObject({ book_id: 'gb-1', rating: 5, review_text: 'Slow going', pace_review: 'Slow' });
  });

  it('shows a rule a saved review breaks under the field it is about, not under the stars', async () => {
    // Saved before the limit was what it is now.
    const mine = review({ user_id: reader.id, rating: 3, review_text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) });
    api.get('/reviews/:bookId', () => mine).get('/reviews/book/:bookId', () => ({ reviews: [], total: 0 }));
    const { user } = renderReviews();

    await user.click(await screen.findByRole('button', { name: 'Edit review' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your review of Emma' });
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));

    const text = within(dialog).getByLabelText('Review');
    expect(text).toHaveAccessibleDescription(expect.stringContaining(REVIEW_MESSAGES.textTooLong));
    expect(text).toHaveFocus();
    expect(within(dialog).getByRole('radiogroup', { name: 'Rating' })).not.toHaveAccessibleDescription();
    expect(api.requests('PUT', '/reviews/:bookId')).toHaveLength(0);
  });

  it('shows the server’s reason when saving fails, else the spec’s sentence', async () => {
    api
      .get('/reviews/:bookId', noOwnReview)
      .get('/reviews/book/:bookId', () => ({ reviews: [], total: 0 }))
      .post('/reviews', () => reply(404, { error: 'Book not found.' }));
    const { user } = renderReviews();
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Book not found.');

    api.post('/reviews', () => reply(500, {}));
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(REVIEWS_TEXT.createFailed));
  });

  it('after a 409 (a review written in another tab) shows that review and lets the reader replace it', async () => {
    const elsewhere = review({ user_id: reader.id, rating: 2, review_text: 'Written in another tab' });
    let ownReview: () => FakeAnswer<Review> = noOwnReview;
    api
      .get('/reviews/:bookId', () => ownReview())
      .get('/reviews/book/:bookId', () => ({ reviews: [], total: 0 }))
      .post('/reviews', () => {
        ownReview = () => elsewhere;
        return reply(409, { error: REVIEW_MESSAGES.alreadyReviewed });
      })
      .put('/reviews/:bookId', (request) => ({ ...elsewhere, ...(request.body as object) }));
    const { user } = renderReviews();
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Emma' });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByLabelText('Review'), 'Written here');
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(ALREADY_REVIEWED_NOTICE);
    expect(dialog).toHaveAccessibleName('Edit your review of Emma');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // The review from the other tab is fetched and shown behind the dialog.
    expect(await screen.findByText('Written in another tab')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Review')).toHaveValue('Written here');

    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests('POST', '/reviews')).toHaveLength(1);
    expect(api.requests('PUT', '/reviews/:bookId')[0]?.body).toMatchObject({ book_id: 'gb-1', rating: 5, review_text: 'Written here' });
  });

  it('deletes the review after a confirmation, says when that fails, and then puts focus on Write a review', async () => {
    const mine = review({ user_id: reader.id, review_text: 'To be removed' });
    api
      .get('/reviews/:bookId', () => mine)
      .get('/reviews/book/:bookId', () => ({ reviews: [], total: 0 }))
      .delete('/reviews/:bookId', () => reply(500, {}));
    const { user } = renderReviews();
    await user.click(await screen.findByRole('button', { name: 'Delete review' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete your review?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete review' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(REVIEWS_TEXT.deleteFailed);

    api.delete('/reviews/:bookId', () => reply(204, null));
    await user.click(within(confirm).getByRole('button', { name: 'Delete review' }));
    expect(await screen.findByText('No review yet')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a review' })).toHaveFocus();
    expect(api.requests('DELETE', '/reviews/:bookId')).toHaveLength(2);
  });

  it('says when the reader’s review cannot be fetched', async () => {
    api.get('/reviews/:bookId', () => reply(500, {})).get('/reviews/book/:bookId', () => ({ reviews: [], total: 0 }));
    renderReviews();
    expect(await screen.findByText(REVIEWS_TEXT.fetchOwnFailed)).toBeInTheDocument();
  });
});

describe('without a book id', () => {
  it('says so instead of asking the API about no book', () => {
    renderReviews('');
    expect(screen.getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.noUserOrBook);
    expect(api.requests()).toHaveLength(0);
  });

  it('the review form says so too, and posts nothing', () => {
    renderWithRouter(<ReviewModal bookId="" bookTitle="Emma" existing={null} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Review Emma' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.noUserOrBook);
    expect(within(dialog).queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
  });
});

describe('the book’s reviews', () => {
  it('lists reviews with reader, stars and words; the reader’s own once, in its own section', async () => {
    const first = review({ rating: 5, User: { username: 'austen_fan' }, review_text: 'Perfect.', pace_review: 'Medium' });
    const mine = review({ user_id: reader.id, rating: 3, review_text: 'Mine, once.', User: { username: reader.username } });
    api.get('/reviews/:bookId', () => mine).get('/reviews/book/:bookId', reviewPages([first, mine]));
    renderReviews();

    expect(await screen.findByRole('link', { name: 'austen_fan' })).toHaveAttribute('href', '/profile/austen_fan');
    expect(screen.getByText('Perfect.')).toBeInTheDocument();
    expect(screen.getByText('Medium pace')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Mine, once.')).toHaveLength(1));
    expect(within(screen.getByRole('region', { name: 'Your review' })).getByText('Mine, once.')).toBeInTheDocument();
    expect(screen.queryByText('(you)')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('marks the reader’s own review in the list when their own section could not load it', async () => {
    const mine = review({ user_id: reader.id, rating: 3, User: { username: reader.username } });
    api.get('/reviews/:bookId', () => reply(500, {})).get('/reviews/book/:bookId', reviewPages([mine]));
    renderReviews();
    expect(await screen.findByText('(you)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews (1)' })).toBeInTheDocument();
  });

  it('shows more than 50 reviews a page at a time, moving focus to the first of each new page', async () => {
    const many = Array.from({ length: 55 }, (_, index) => review({ User: { username: `reader_${index + 1}` } }));
    api.get('/reviews/:bookId', noOwnReview).get('/reviews/book/:bookId', reviewPages(many));
    const { user } = renderReviews();

    expect(await screen.findByRole('link', { name: 'reader_10' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'reader_11' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews (55)' })).toBeInTheDocument();
    for (let shown = REVIEWS_PAGE_SIZE; shown < many.length; shown += REVIEWS_PAGE_SIZE) {
      expect(screen.getByText(`${shown} of 55 shown`)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
      const firstNew = (await screen.findByRole('link', { name: `reader_${shown + 1}` })).closest('li');
      await waitFor(() => expect(firstNew).toHaveFocus());
    }

    expect(screen.getByRole('link', { name: 'reader_55' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((item) => item.classList.contains('bn-review'))).toHaveLength(55);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests('GET', '/reviews/book/:bookId').map((request) => [request.query.get('offset'), request.query.get('limit')])).toEqual(
      ['0', '10', '20', '30', '40', '50'].map((offset) => [offset, String(REVIEWS_PAGE_SIZE)]),
    );
  });

  it('keeps what it showed when a further page fails, and says why', async () => {
    const many = Array.from({ length: 12 }, (_, index) => review({ User: { username: `reader_${index + 1}` } }));
    api.get('/reviews/:bookId', noOwnReview).get('/reviews/book/:bookId', reviewPages(many));
    const { user } = renderReviews();
    await screen.findByRole('link', { name: 'reader_10' });

    api.get('/reviews/book/:bookId', () => reply(500, {}));
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEWS_TEXT.fetchFailed);
    expect(screen.getByRole('link', { name: 'reader_10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more reviews' })).toBeInTheDocument();
  });

  it('shows the server’s reason, else the spec’s sentence, when the reviews cannot be fetched', async () => {
    api.get('/reviews/:bookId', noOwnReview).get('/reviews/book/:bookId', () => reply(500, {}));
    renderReviews();
    expect(await screen.findByText(REVIEWS_TEXT.fetchFailed)).toBeInTheDocument();
  });
});
