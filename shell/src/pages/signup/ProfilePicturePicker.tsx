import { useId, useRef, useState } from 'react';
import { MESSAGES, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@booknook/api';
import { defaultProfilePictureUrl, PenIcon, useObjectUrl } from '@booknook/ui';

const acceptedTypes: readonly string[] = PROFILE_PICTURE_TYPES;

/**
 * The clickable profile picture of sign-up: shows the chosen picture, or the default one the
 * server will use when none is chosen, with an edit overlay. It is a real button, so keyboard
 * users open the file chooser with Enter or Space.
 */
export function ProfilePicturePicker({ picture, onChange }: { picture: File | null; onChange: (picture: File | null) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(picture);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const inputId = useId();

  const choose = (file: File | undefined) => {
    if (!file) return;
    // The server checks the bytes again; this only spares the reader a round trip.
    if (!acceptedTypes.includes(file.type)) {
      setError(MESSAGES.pictureUnsupported);
      return;
    }
    if (file.size > PROFILE_PICTURE_MAX_BYTES) {
      setError(MESSAGES.pictureTooLarge);
      return;
    }
    setError(null);
    onChange(file);
  };

  return (
    <div className="shell-picture-picker">
      <button
        type="button"
        className="shell-picture-picker__button"
        onClick={() => inputRef.current?.click()}
        aria-label={picture ? 'Change profile picture' : 'Choose a profile picture'}
        aria-describedby={error ? errorId : undefined}
      >
        <img src={previewUrl ?? defaultProfilePictureUrl} alt={picture ? 'Your chosen profile picture' : 'Default profile picture'} />
        <span className="shell-picture-picker__overlay" aria-hidden="true">
          <PenIcon width={16} height={16} />
          Edit
        </span>
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        Profile picture
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={PROFILE_PICTURE_TYPES.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          // Choosing the same file again after removing it must fire change again.
          event.target.value = '';
        }}
      />
      {picture ? (
        <button type="button" className="shell-link-button" onClick={() => onChange(null)}>
          Use the default picture
        </button>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="bn-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
