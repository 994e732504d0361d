import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { refetchAfterEvent } from '@booknook/api';
import { connectionState, onConnectionStateChange, subscribe, type ConnectionState, type RealtimeEvent, type RealtimeHandler } from './connection';

/** State of the page's realtime connection, for indicators such as the notifications button. */
export function useRealtimeConnection(): ConnectionState {
  return useSyncExternalStore(onConnectionStateChange, connectionState, () => 'offline' as const);
}

/** Runs `handler` for each `event` while the component is mounted; the latest handler is always used. */
export function useRealtimeEvent<E extends RealtimeEvent>(event: E, handler: RealtimeHandler<E>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(event, ((...payload: Parameters<RealtimeHandler<E>>) => latest.current(...payload)) as RealtimeHandler<E>), [event]);
}

/** Marks the given queries stale (refetching those on screen) whenever `event` arrives; see refetchAfterEvent. */
export function useInvalidateOnRealtimeEvent(event: RealtimeEvent, queryKeys: readonly QueryKey[]): void {
  const client = useQueryClient();
  useRealtimeEvent(event, () => {
    for (const queryKey of queryKeys) void refetchAfterEvent(client, queryKey);
  });
}
