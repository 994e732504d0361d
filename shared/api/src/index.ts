// Public surface of the API package for the front ends. Schemas stay server-side: only their
// types and the plain rules/constants are exported here.
export type * from './contract/common';
export type * from './contract/auth';
export type * from './contract/shelves';
export type * from './contract/library';
export type * from './contract/catalogue';
export * from './contract/rules';
export * from './contract/constants';
export { http, serverMessage, errorText, API_BASE } from './http';
export * from './endpoints/auth';
export * from './endpoints/shelves';
export * from './endpoints/library';
export * from './endpoints/catalogue';
export { connectRealtime, type RealtimeSocket } from './realtime';
export { REALTIME_EVENTS } from './contract/realtime';
export type * from './contract/notifications';
export type { ServerToClientEvents, ClientToServerEvents } from './contract/realtime';
export type { Socket } from 'socket.io-client';
