import { useId, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@booknook/api';
import { defaultProfilePictureUrl, PenIcon, useObjectUrl } from '@booknook/ui';
import './picturePicker.css';

const acceptedTypes: readonly string[] = PROFILE_PICTURE_TYPES;

export interface ProfilePicturePickerProps {
  /** The newly chosen file, or null when none is chosen. */
  picture: File | null;
  onChange: (picture: File | null) => void;
  /** The picture the reader has now (settings), shown until they choose another; the default one otherwise. */
  currentUrl?: string | null;
  /** The current picture is still loading: a neutral placeholder stands in, rather than the default picture. */
  currentLoading?: boolean;
}

/**
 * The clickable profile picture of sign-up and settings: shows the chosen picture, else the current
 * one, else the default one the server uses when none is chosen, with an edit overlay. It is a real
 * button, so keyboard users open the file chooser with Enter or Space.
 */
export function ProfilePicturePicker({ picture, onChange, currentUrl, currentLoading = false }: ProfilePicturePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(picture);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const inputId = useId();

  const choose = (file: File | undefined) => {
    if (!file) return;
    // The server checks the bytes again; this only spares the reader a round trip.
    if (!acceptedTypes.includes(file.type)) {
      setError(ACCOUNT_MESSAGES.pictureUnsupported);
      return;
    }
    if (file.size > PROFILE_PICTURE_MAX_BYTES) {
      setError(ACCOUNT_MESSAGES.pictureTooLarge);
      return;
    }
    setError(null);
    onChange(file);
  };

  return (
    <div className="bn-picture-picker">
      <button
        type="button"
        className="bn-picture-picker__button"
        onClick={() => inputRef.current?.click()}
        aria-label={picture ? 'Change profile picture' : 'Choose a profile picture'}
        aria-describedby={error ? errorId : undefined}
      >
        {currentLoading && !previewUrl ? (
          <span className="bn-picture-picker__placeholder" role="img" aria-label="Your profile picture, loading" aria-busy="true" />
        ) : (
          <img
            src={previewUrl ?? currentUrl ?? defaultProfilePictureUrl}
            alt={picture ? 'Your chosen profile picture' : currentUrl ? 'Your profile picture' : 'Default profile picture'}
          />
        )}
        <span className="bn-picture-picker__overlay" aria-hidden="true">
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
        <button type="button" className="bn-picture-picker__undo" onClick={() => onChange(null)}>
          {currentUrl ? 'Keep the current picture' : 'Use the default picture'}
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
