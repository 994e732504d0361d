export { connect, subscribe, type ConnectionState, type RealtimeEvent, type RealtimeHandler, type RealtimeSocket } from './connection';
export { useInvalidateOnRealtimeEvent, useRealtimeConnection, useRealtimeEvent } from './hooks';
export { REALTIME_EVENTS } from '@booknook/api/contract/realtime';
