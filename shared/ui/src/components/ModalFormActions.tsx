import { Button } from './Button';

export interface ModalFormActionsProps {
  submitLabel: string;
  /** While true the submit button is disabled and says Saving…. */
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
      <Button type="submit" savesChanges disabled={saving} aria-busy={saving || undefined}>
        {saving ? 'Saving…' : submitLabel}
      </Button>
    </div>
  );
}
