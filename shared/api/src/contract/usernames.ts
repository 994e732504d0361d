// Usernames a reader may not take (issue 25): a plain rule the sign-up form and the server both run.

/**
 * Names a reader could use to pass for the staff (issue 25), refused at sign-up whatever their case
 * or separators ('Admin', 'sys.tem'). Administrators made with create-admin may take them.
 */
export const RESERVED_USERNAMES = ['admin', 'administrator', 'root', 'support', 'booknook', 'system', 'staff', 'moderator', 'help', 'security', 'official'] as const;
export const USERNAME_MESSAGES = { reserved: 'This username is reserved; please choose another' } as const;

/** The sign-up rule for a reader's username beyond its format: null, or why it is refused. */
export function validateReaderUsername(username: string): string | null {
  const plain = username.toLowerCase().replace(/[._-]/g, '');
  return (RESERVED_USERNAMES as readonly string[]).includes(plain) ? USERNAME_MESSAGES.reserved : null;
}
