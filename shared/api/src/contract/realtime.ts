// The realtime contract (spec sections 7 and 9): socket.io at /socket.io, authenticated by the login
// token in the handshake. The server's emit functions and the front ends' realtime client are both
// typed by these interfaces, so an event cannot be renamed or reshaped on one side only.
import type { ImportSummary } from './imports';
import type { UserNotification } from './notifications';

export const SOCKET_PATH = '/socket.io';

/** Event names as constants, for code that needs the name as a value (tests, listeners lists). */
export const REALTIME_EVENTS = {
  notification: 'notification',
  noMoreUnreadNotifications: 'noMoreUnreadNotifications',
  notificationDeleted: 'notificationDeleted',
  importProgress: 'importProgress',
} as const;

/** Events the server sends. socket.io's generic Socket<ServerToClientEvents> types both ends. */
export interface ServerToClientEvents {
  /** A new notification for this reader (or a broadcast to everyone). */
  [REALTIME_EVENTS.notification]: (notification: UserNotification) => void;
  /** The reader has just read their last unread notification (sent to every tab of theirs). */
  [REALTIME_EVENTS.noMoreUnreadNotifications]: () => void;
  /**
   * An administrator deleted a notification this reader had (sent to everyone for a broadcast):
   * it leaves their list, and their unread flag is asked for again.
   */
  [REALTIME_EVENTS.notificationDeleted]: (deleted: { id: number }) => void;
  /** One of this reader's imports moved on (after each batch) or ended: sent to every tab of theirs. */
  [REALTIME_EVENTS.importProgress]: (progress: ImportSummary) => void;
}

/** The client sends no events: every change goes through the HTTP API. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientToServerEvents {}

/** Reconnect policy of spec section 9. */
export const REALTIME_RECONNECT = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;
