import { Button } from './Button';

export interface ModalFormActionsProps {
  submitLabel: string;
  /** While true the submit button says Saving… and does nothing when pressed. */
  saving: boolean;
  /** Shows a Cancel button before the submit button. */
  onCancel?: () => void;
}

/** The buttons ending a form inside a modal. */
export function ModalFormActions({ submitLabel, saving, onCancel }: ModalFormActionsProps) {
  return (
    <div className="bn-modal__actions">
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      {/* aria-disabled, not disabled: a browser moves focus from a button that becomes disabled to the
          page body, out of the dialog, so Tab would walk the page behind it and Escape would not close it. */}
      <Button
        type="submit"
        savesChanges
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
        onClick={(event) => {
          if (saving) event.preventDefault();
        }}
      >
        {saving ? 'Saving…' : submitLabel}
      </Button>
    </div>
  );
}
