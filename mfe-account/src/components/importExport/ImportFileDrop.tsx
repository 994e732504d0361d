import { useId, useState, type DragEvent } from 'react';
import { buttonClassName } from '@booknook/ui';
import { IMPORT_EXPORT_TEXT } from '../../messages';

export interface ImportFileDropProps {
  file: File | null;
  onChange: (file: File) => void;
  /** Said under the control: what files are taken. */
  hint: string;
}

/**
 * Where a reader chooses an export file, or drops one. The file input itself takes the focus (it is
 * hidden from sight only), so Tab reaches it and Enter or Space opens the chooser; its visible label
 * looks like a button and shows the focus ring.
 */
export function ImportFileDrop({ file, onChange, hint }: ImportFileDropProps) {
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const chosen = event.dataTransfer.files[0];
    if (chosen) onChange(chosen);
  };

  return (
    <div
      className={`bn-import-drop${over ? ' bn-import-drop--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
    >
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        className="visually-hidden bn-import-drop__input"
        aria-describedby={hintId}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onChange(chosen);
          // Choosing the same file again (after a refusal) must fire change again.
          event.target.value = '';
        }}
      />
      <label htmlFor={inputId} className={buttonClassName('secondary', false, 'bn-import-drop__label')}>
        {IMPORT_EXPORT_TEXT.chooseFile}
      </label>
      <span className="bn-import-drop__or">{IMPORT_EXPORT_TEXT.dropHint}</span>
      <p id={hintId} className="bn-import-export__hint">
        {hint}
      </p>
      {file ? <p className="bn-import-drop__chosen">{IMPORT_EXPORT_TEXT.chosen(file.name)}</p> : null}
    </div>
  );
}
