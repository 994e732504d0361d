import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal } from './Modal';
import { TextField } from './TextField';

function ModalDemo({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename shelf</Button>
      <Button>Behind the dialog</Button>
      {open ? (
        <Modal title="Edit shelf name" onClose={close} actions={<Button onClick={close}>Save</Button>}>
          <TextField label="Shelf name" />
        </Modal>
      ) : null}
    </>
  );
}

async function openDemo(onClose?: () => void) {
  const user = userEvent.setup();
  render(<ModalDemo onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Rename shelf' }));
  return user;
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus when it opens', async () => {
    await openDemo();
    const dialog = screen.getByRole('dialog', { name: 'Edit shelf name' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openDemo();
    const close = screen.getByRole('button', { name: 'Close' });
    const field = screen.getByLabelText('Shelf name');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Behind the dialog', hidden: true })).not.toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    const user = await openDemo(onClose);
    await user.type(screen.getByLabelText('Shelf name'), 'Summer');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename shelf' })).toHaveFocus();
  });

  it('gives focus to the dialog its opener was in when the opener is gone, so Tab stays in that dialog', async () => {
    const user = userEvent.setup();
    function Details() {
      const [confirming, setConfirming] = useState(false);
      const [removed, setRemoved] = useState(false);
      return (
        <Modal title="Book details" onClose={jest.fn()}>
          {removed ? <p>No review yet</p> : <Button onClick={() => setConfirming(true)}>Delete review</Button>}
          {confirming ? (
            <ConfirmDialog
              title="Delete your review?"
              message="It will be removed."
              confirmLabel="Delete"
              onConfirm={() => {
                setRemoved(true);
                setConfirming(false);
              }}
              onCancel={() => setConfirming(false)}
            />
          ) : null}
        </Modal>
      );
    }
    render(<Details />);
    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const details = screen.getByRole('dialog', { name: 'Book details' });
    expect(details).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on a click on the backdrop but not inside the dialog', async () => {
    const onClose = jest.fn();
    const user = await openDemo(onClose);
    await user.click(screen.getByLabelText('Shelf name'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('the dialog has no backdrop');
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the page behind a modal', () => {
  const pageOverflow = () => document.documentElement.style.overflow;

  it('does not scroll while the modal is open, and scrolls again once it closes', async () => {
    const user = await openDemo();
    expect(pageOverflow()).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(pageOverflow()).toBe('');
  });

  it('stays still until the last of two stacked dialogs closes', () => {
    const { rerender } = render(
      <Modal title="Book details" onClose={jest.fn()}>
        <ConfirmDialog title="Delete review?" message="It cannot be undone." confirmLabel="Delete" onConfirm={jest.fn()} onCancel={jest.fn()} />
      </Modal>,
    );
    expect(pageOverflow()).toBe('hidden');
    rerender(
      <Modal title="Book details" onClose={jest.fn()}>
        <p>No review yet</p>
      </Modal>,
    );
    expect(pageOverflow()).toBe('hidden');
    rerender(<p>Closed</p>);
    expect(pageOverflow()).toBe('');
  });
});

describe('ConfirmDialog', () => {
  it('starts on Cancel and reports the choice', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        title="Delete shelf?"
        message="The books stay on your other shelves."
        confirmLabel="Delete Shelf"
        danger
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete shelf?' });
    expect(dialog).toHaveAccessibleDescription('The books stay on your other shelves.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete Shelf' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
