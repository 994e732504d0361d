// Texts only the account screens show, exactly as spec section 8 words them; the rules' and the
// server's sentences live in the contract (@booknook/api).

export const SETTINGS_TEXT = {
  settingsSaved: 'Settings saved successfully!',
  settingsFetchFailed: 'Failed to fetch settings',
  settingsSaveFailed: 'Failed to save settings',
  pictureLoadFailed: 'Failed to load profile picture',
  passwordUpdateFailed: 'Failed to update password',
  emailUpdateFailed: 'Failed to update email',
  deleteConfirmation: 'This action cannot be undone. All your data will be lost.',
  deleteFailed: 'Failed to delete user',
} as const;

export const PROFILE_TEXT = {
  profileFetchFailed: 'Failed to fetch user',
  noCurrentlyReading: 'No books currently reading.',
  noBooksRead: 'No books read yet.',
} as const;
