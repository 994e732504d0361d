import { useState, type FormEvent } from 'react';
import { BIO_MAX_LENGTH, createAccount, errorText, validateSignUpStep2, type SignUpStep1, type Visibility } from '@booknook/api';
import { ProfilePicturePicker } from '@booknook/features';
import { Button, ErrorMessage, Select, TextAreaField, TextField } from '@booknook/ui';
import { SIGN_UP_TEXT } from '../../messages';

const VISIBILITY_OPTIONS = [
  { value: 'private', label: 'Private' },
  { value: 'public', label: 'Public' },
] as const;

/** What the reader has entered in step 2, kept by the page so that Back and forth loses none of it. */
export interface ProfileDraft {
  picture: File | null;
  displayName: string;
  bio: string;
  visibility: Visibility;
}

/** Step 2 as it first appears: the username as display name, no bio, Private, the default picture. */
export function newProfileDraft(username: string): ProfileDraft {
  return { picture: null, displayName: username, bio: '', visibility: 'private' };
}

interface ProfileStepProps {
  account: SignUpStep1;
  draft: ProfileDraft;
  onDraftChange: (draft: ProfileDraft) => void;
  onBack: () => void;
  onCreated: () => void;
}

/** Step 2: picture, display name (prefilled with the username), bio and visibility; creates the account. */
export function ProfileStep({ account, draft, onDraftChange, onBack, onCreated }: ProfileStepProps) {
  const { picture, displayName, bio, visibility } = draft;
  // A refused Sign Up's reason, checked again as the reader types so it goes once they fix it.
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (changes: Partial<ProfileDraft>) => {
    const next = { ...draft, ...changes };
    onDraftChange(next);
    if (invalid) setInvalid(validateSignUpStep2({ display_name: next.displayName, bio: next.bio })?.message ?? null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUpStep2({ display_name: displayName, bio });
    setInvalid(problem?.message ?? null);
    setFailure(null);
    if (problem) return;
    setSaving(true);
    try {
      await createAccount({
        ...account,
        display_name: displayName.trim(),
        bio: bio.trim(),
        profile_visibility: visibility,
        profile_picture: picture,
      });
      onCreated();
    } catch (error) {
      setFailure(errorText(error, SIGN_UP_TEXT.createUserFailed));
      setSaving(false);
    }
  };

  const error = invalid ?? failure;
  return (
    <form onSubmit={submit} noValidate aria-label="Set up your profile">
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <ProfilePicturePicker picture={picture} onChange={(chosen) => change({ picture: chosen })} />
      <TextField label="Display name" autoComplete="nickname" value={displayName} onChange={(event) => change({ displayName: event.target.value })} />
      <TextAreaField
        label="Bio"
        hint={`${bio.length}/${BIO_MAX_LENGTH} characters (optional)`}
        maxLength={BIO_MAX_LENGTH}
        value={bio}
        onChange={(event) => change({ bio: event.target.value })}
      />
      <Select
        label="Profile visibility"
        options={VISIBILITY_OPTIONS}
        value={visibility}
        onChange={(event) => change({ visibility: event.target.value === 'public' ? 'public' : 'private' })}
      />
      <div className="shell-form-actions">
        <Button variant="secondary" onClick={onBack} disabled={saving}>
          Back
        </Button>
        <Button type="submit" savesChanges disabled={saving} aria-busy={saving || undefined}>
          Sign Up
        </Button>
      </div>
    </form>
  );
}
