import { act, render, screen } from '@testing-library/react';
import { Button } from '../components/Button';
import { Loading, NOT_AVAILABLE_OFFLINE } from '../components/Loading';
import { OfflineBanner } from './OfflineBanner';
import { OFFLINE_MESSAGE } from './useOnline';

function goOffline(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => jest.restoreAllMocks());

function Page() {
  return (
    <>
      <OfflineBanner />
      <Button savesChanges>Save</Button>
      <Button>Show more</Button>
      <Loading label="Loading shelves…" />
    </>
  );
}

describe('offline', () => {
  it('says so, disables every button that saves with that reason, and shows what has no copy as unavailable', () => {
    render(<Page />);
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByText('Loading shelves…')).toBeInTheDocument();

    goOffline(true);
    expect(screen.getByText(OFFLINE_MESSAGE)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('title', OFFLINE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled();
    expect(screen.getByText(NOT_AVAILABLE_OFFLINE)).toBeInTheDocument();

    goOffline(false);
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
