import { useState, type FormEvent } from 'react';
import { BIO_MAX_LENGTH, createUser, errorText, MESSAGES, validateSignUpStep2, type SignUpStep1, type Visibility } from '@booknook/api';
import { Button, ErrorMessage, Select, TextAreaField, TextField } from '@booknook/ui';
import { ProfilePicturePicker } from './ProfilePicturePicker';

const VISIBILITY_OPTIONS = [
  { value: 'private', label: 'Private' },
  { value: 'public', label: 'Public' },
] as const;

/** Step 2: picture, display name (prefilled with the username), bio and visibility; creates the account. */
export function ProfileStep({ account, onBack, onCreated }: { account: SignUpStep1; onBack: () => void; onCreated: () => void }) {
  const [picture, setPicture] = useState<File | null>(null);
  const [displayName, setDisplayName] = useState(account.username);
  const [bio, setBio] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('private');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSignUpStep2({ display_name: displayName, bio });
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await createUser({
        ...account,
        display_name: displayName.trim(),
        bio: bio.trim(),
        profile_visibility: visibility,
        profile_picture: picture,
      });
      onCreated();
    } catch (failure) {
      setError(errorText(failure, MESSAGES.createUserFailed));
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Set up your profile">
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <ProfilePicturePicker picture={picture} onChange={setPicture} />
      <TextField label="Display name" autoComplete="nickname" value={displayName} onChange={(event) => setDisplayName(event.target.value)} />
      <TextAreaField
        label="Bio"
        hint={`${bio.length}/${BIO_MAX_LENGTH} characters (optional)`}
        maxLength={BIO_MAX_LENGTH}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
      />
      <Select
        label="Profile visibility"
        options={VISIBILITY_OPTIONS}
        value={visibility}
        onChange={(event) => setVisibility(event.target.value === 'public' ? 'public' : 'private')}
      />
      <div className="shell-form-actions">
        <Button variant="secondary" onClick={onBack} disabled={saving}>
          Back
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          Sign Up
        </Button>
      </div>
    </form>
  );
}
