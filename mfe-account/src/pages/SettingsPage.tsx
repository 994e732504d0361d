import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  BIO_MAX_LENGTH,
  deleteOwnAccountMutation,
  errorText,
  LOGIN_MESSAGES,
  ownProfilePictureQuery,
  type RuleProblem,
  type Settings,
  SETTINGS_SAVED_MS,
  settingsQuery,
  type SignUpStep2,
  updateSettingsMutation,
  validateSignUpStep2,
  type Theme,
  type Visibility,
} from '@booknook/api';
import { ProfilePicturePicker, type LoginLocationState } from '@booknook/features';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  ErrorMessage,
  Loading,
  PageHeader,
  PasswordField,
  Select,
  StatusMessage,
  TextAreaField,
  TextField,
  useObjectUrl,
  useTimedMessage,
} from '@booknook/ui';
import { ChangeEmailDialog } from '../components/ChangeEmailDialog';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { ImportExportSection } from '../components/importExport/ImportExportSection';
import { SETTINGS_TEXT } from '../messages';
import './settings.css';

/** The login page then says 'Your account was deleted.' */
const accountDeleted: LoginLocationState = { accountDeleted: true };

const VISIBILITY_OPTIONS = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
] as const;

const VISIBILITY_FIELDS = [
  ['profile_visibility', 'Profile', 'Private hides everything but your name and picture from other readers.'],
  ['mandatory_shelves_visibility', 'Main shelves', 'Currently Reading, Want To Read, Read and Did Not Finish.'],
  ['custom_shelves_visibility', 'Custom shelves', 'The shelves you made yourself.'],
  ['reviews_visibility', 'Reviews', 'Your reviews, on your profile and beside each book.'],
] as const;

// What each setting is about, said plainly: a hint names the setting and promises no behaviour.
const NOTIFICATION_FIELDS = [
  ['announcements', 'Announcements', 'Messages from the BookNook team.'],
  ['recommendations', 'Recommendations', 'Book suggestions.'],
  ['reminders', 'Reminders', 'Reminders about your reading.'],
  ['updates', 'Updates', 'News of changes to BookNook.'],
  ['track_interactions', 'Track interactions', 'Whether BookNook may record which books you open.'],
] as const;

// The page follows the choice before its first paint on every device the reader signs in on.
const THEME_OPTIONS = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const satisfies ReadonlyArray<{ value: Theme; label: string }>;

function asTheme(value: string): Theme {
  return THEME_OPTIONS.find((option) => option.value === value)?.value ?? 'system';
}

type VisibilityField = (typeof VISIBILITY_FIELDS)[number][0];
type NotificationField = (typeof NOTIFICATION_FIELDS)[number][0];

function SettingsForm({ settings }: { settings: Settings }) {
  const [displayName, setDisplayName] = useState(settings.display_name);
  const [bio, setBio] = useState(settings.bio ?? '');
  const [picture, setPicture] = useState<File | null>(null);
  const [visibility, setVisibility] = useState<Record<VisibilityField, Visibility>>({
    profile_visibility: settings.profile_visibility,
    mandatory_shelves_visibility: settings.mandatory_shelves_visibility,
    custom_shelves_visibility: settings.custom_shelves_visibility,
    reviews_visibility: settings.reviews_visibility,
  });
  const [notifications, setNotifications] = useState<Record<NotificationField, boolean>>({
    announcements: settings.announcements,
    recommendations: settings.recommendations,
    reminders: settings.reminders,
    updates: settings.updates,
    track_interactions: settings.track_interactions,
  });
  const [theme, setTheme] = useState<Theme>(settings.theme);
  const [invalid, setInvalid] = useState<RuleProblem<keyof SignUpStep2> | null>(null);
  const [saved, setSaved] = useTimedMessage(SETTINGS_SAVED_MS);
  const save = useMutation(updateSettingsMutation());
  const ownPicture = useQuery({ ...ownProfilePictureQuery(settings.id, settings.profile_picture), enabled: settings.profile_picture !== null });
  const currentPictureUrl = useObjectUrl(settings.profile_picture ? (ownPicture.data ?? null) : null);
  // Their own picture is on its way: show neither the default one nor an empty frame's broken image.
  const pictureLoading = settings.profile_picture !== null && ownPicture.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problem = validateSignUpStep2({ display_name: displayName, bio });
    setInvalid(problem);
    setSaved(null);
    if (problem) return;
    save.mutate(
      { display_name: displayName.trim(), bio: bio.trim(), ...visibility, ...notifications, theme, profile_picture: picture },
      {
        onSuccess: () => {
          setPicture(null);
          setSaved(SETTINGS_TEXT.settingsSaved);
        },
      },
    );
  };

  return (
    <form className="bn-settings__form" onSubmit={submit} noValidate aria-label="Your settings">
      <div className="bn-settings__profile">
        <ProfilePicturePicker picture={picture} onChange={setPicture} currentUrl={currentPictureUrl} currentLoading={pictureLoading} />
        {ownPicture.isError ? <ErrorMessage>{SETTINGS_TEXT.pictureLoadFailed}</ErrorMessage> : null}
        <div className="bn-settings__fields">
          <TextField
            label="Display name"
            autoComplete="nickname"
            value={displayName}
            error={invalid?.field === 'display_name' ? invalid.message : null}
            onChange={(event) => {
              setDisplayName(event.target.value);
              if (event.target.value.trim()) setInvalid(null);
            }}
          />
          <TextAreaField
            label="Bio"
            hint={`${bio.length}/${BIO_MAX_LENGTH} characters (optional)`}
            maxLength={BIO_MAX_LENGTH}
            rows={3}
            value={bio}
            error={invalid?.field === 'bio' ? invalid.message : null}
            onChange={(event) => setBio(event.target.value)}
          />
        </div>
      </div>
      <fieldset className="bn-settings__group">
        <legend>Who can see your…</legend>
        <div className="bn-settings__grid">
          {VISIBILITY_FIELDS.map(([field, label, hint]) => (
            <Select
              key={field}
              label={label}
              hint={hint}
              options={VISIBILITY_OPTIONS}
              value={visibility[field]}
              onChange={(event) => setVisibility((current) => ({ ...current, [field]: event.target.value === 'private' ? 'private' : 'public' }))}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="bn-settings__group">
        <legend>Notifications</legend>
        {NOTIFICATION_FIELDS.map(([field, label, hint]) => (
          <Checkbox
            key={field}
            label={label}
            hint={hint}
            checked={notifications[field]}
            onChange={(event) => setNotifications((current) => ({ ...current, [field]: event.target.checked }))}
          />
        ))}
      </fieldset>
      <fieldset className="bn-settings__group">
        <legend>Appearance</legend>
        <Select
          label="Theme"
          hint="System follows your device's light or dark setting."
          options={THEME_OPTIONS}
          value={theme}
          onChange={(event) => setTheme(asTheme(event.target.value))}
        />
      </fieldset>
      {save.isError ? <ErrorMessage>{errorText(save.error, SETTINGS_TEXT.settingsSaveFailed)}</ErrorMessage> : null}
      {saved ? <StatusMessage>{saved}</StatusMessage> : null}
      <div className="bn-settings__save">
        <Button type="submit" savesChanges disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

type Dialog = 'email' | 'password' | 'delete' | null;

/** Delete Account (spec section 4): asks first, and for the password, which proves it is the reader (issue 25). */
function DeleteAccountDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const navigate = useNavigate();
  const remove = useMutation(deleteOwnAccountMutation());
  const [currentPassword, setCurrentPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    setMissing(!currentPassword);
    if (currentPassword) remove.mutate({ userId, currentPassword }, { onSuccess: () => navigate('/login', { replace: true, state: accountDeleted }) });
  };
  return (
    <ConfirmDialog
      title="Delete your account?"
      message={SETTINGS_TEXT.deleteConfirmation}
      confirmLabel="Delete Account"
      danger
      busy={remove.isPending}
      error={missing ? LOGIN_MESSAGES.passwordRequired : remove.isError ? errorText(remove.error, SETTINGS_TEXT.deleteFailed) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <PasswordField label="Current password" autoComplete="current-password" value={currentPassword} onChange={(event) => setCurrentPassword(event.target.value)} />
    </ConfirmDialog>
  );
}

/** /settings (spec sections 2, 3, 4 and 8): every setting, the email, the password, deleting the account, and importing and exporting the library (issue 21). */
export function SettingsPage() {
  const settings = useQuery(settingsQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  return (
    <div className="bn-settings">
      <PageHeader
        title="Settings"
        actions={
          settings.isSuccess ? (
            <>
              <Button variant="secondary" savesChanges onClick={() => setDialog('email')}>
                Change Email
              </Button>
              <Button variant="secondary" savesChanges onClick={() => setDialog('password')}>
                Change Password
              </Button>
              <Button variant="danger" savesChanges onClick={() => setDialog('delete')}>
                Delete Account
              </Button>
            </>
          ) : undefined
        }
      />
      {settings.isPending ? <Loading label="Loading settings…" /> : null}
      {settings.isError ? <ErrorMessage>{SETTINGS_TEXT.settingsFetchFailed}</ErrorMessage> : null}
      {settings.isSuccess ? (
        <>
          <p className="bn-settings__email">
            Signed in as <strong>{settings.data.username}</strong> ({settings.data.email})
          </p>
          <SettingsForm key={settings.data.id} settings={settings.data} />
          <ImportExportSection />
        </>
      ) : null}
      {dialog === 'email' ? <ChangeEmailDialog onClose={closeDialog} /> : null}
      {dialog === 'password' ? <ChangePasswordDialog onClose={closeDialog} /> : null}
      {dialog === 'delete' && settings.isSuccess ? <DeleteAccountDialog userId={settings.data.id} onClose={closeDialog} /> : null}
    </div>
  );
}
