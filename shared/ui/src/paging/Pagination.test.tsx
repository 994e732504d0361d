import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';
import { pageCount, pageItems } from './pagination';

describe('pageItems', () => {
  it('lists every page when there are 10 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(7, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows the first page, an ellipsis, the current page +/- 2, an ellipsis and the last page', () => {
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('leaves out the ellipsis that would hide no page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'ellipsis-end', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 18, 19, 20]);
    expect(pageItems(17, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 18, 19, 20]);
  });

  it('counts pages of 20, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('Pagination', () => {
  const pageNumbers = () =>
    within(screen.getByRole('navigation', { name: 'Pagination' }))
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent);

  it('renders nothing for a single page', () => {
    render(<Pagination currentPage={1} totalPages={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows all pages up to 10 and marks the current one', () => {
    render(<Pagination currentPage={3} totalPages={10} onPageChange={jest.fn()} />);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('windows many pages around the current one with ellipses', () => {
    render(<Pagination currentPage={12} totalPages={30} onPageChange={jest.fn()} />);
    expect(pageNumbers()).toEqual(['1', '10', '11', '12', '13', '14', '30']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('moves with Previous, Next and the page buttons', async () => {
    const onPageChange = jest.fn();
    render(<Pagination currentPage={5} totalPages={30} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange.mock.calls).toEqual([[4], [6], [30]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination currentPage={1} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination currentPage={3} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
