import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';
import { Select } from './Select';
import { TextField } from './TextField';

it('ties the hint and the error to the control', () => {
  render(<TextField label="Username" hint="Letters and numbers" error="Username is already taken" />);
  const input = screen.getByLabelText('Username');
  expect(input).toHaveAccessibleDescription('Letters and numbers Username is already taken');
  expect(input).toHaveAttribute('aria-invalid', 'true');
});

it('leaves a valid control unmarked', () => {
  render(<TextField label="Username" />);
  expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Username')).not.toHaveAccessibleDescription();
});

it('shows and hides a password', async () => {
  const user = userEvent.setup();
  render(<PasswordField label="Password" defaultValue="S3cret!pw" />);
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
});

it('shows the label above a select with a "none chosen" option, as above any other select', () => {
  render(<Select label="Filter by" noneOption="Any field" options={[{ value: 'title', label: 'Title' }]} defaultValue="" />);
  const select = screen.getByRole('combobox', { name: 'Filter by' });
  expect(select).toHaveDisplayValue('Any field');
  expect(within(select).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', 'title']);
  expect(screen.getByText('Filter by', { selector: 'label' })).toHaveClass('bn-field__label');
  expect(screen.getByText('Filter by', { selector: 'label' })).not.toHaveClass('visually-hidden');
});

it("shows a select's label when it has no 'none chosen' option", () => {
  render(<Select label="Sort by" options={[{ value: 'newest', label: 'Newest' }]} />);
  expect(screen.getByText('Sort by', { selector: 'label' })).toHaveClass('bn-field__label');
  expect(screen.getAllByRole('option')).toHaveLength(1);
});
