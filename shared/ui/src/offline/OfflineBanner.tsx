import { OFFLINE_MESSAGE, useOnline } from './useOnline';

/** Says, for as long as the device is offline, that what is shown is as last seen and nothing can be saved. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className="bn-offline-banner">
      {OFFLINE_MESSAGE}
    </p>
  );
}
