export { sessionStore, useSession, type SessionState, type SessionUser } from './store';
