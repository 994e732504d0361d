// The dashboard's sentences the server shares (spec sections 8 and 9), beside the schemas in admin.ts.

export const ADMIN_MESSAGES = {
  userDeleted: 'User deleted successfully.',
} as const;
