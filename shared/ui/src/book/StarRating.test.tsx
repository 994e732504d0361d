import { render, screen } from '@testing-library/react';
import { StarRating } from './StarRating';

const fills = () => screen.getAllByText('★').map((star) => star.dataset.fill);

describe('StarRating', () => {
  it('announces the rating and draws a half star at .5', () => {
    render(<StarRating rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(fills()).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('rounds the announced value to one decimal and prints it when asked', () => {
    render(<StarRating rating={3.86} showValue />);
    expect(screen.getByRole('img', { name: 'Rated 3.9 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('3.9')).toBeInTheDocument();
    expect(fills()).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('clamps ratings outside 0-5', () => {
    const { rerender } = render(<StarRating rating={8} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(fills()).toEqual(['full', 'full', 'full', 'full', 'full']);
    rerender(<StarRating rating={-3} />);
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
    expect(fills()).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('treats a missing rating as 0', () => {
    render(<StarRating rating={null} />);
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
  });
});
