import { Navigate, Route, Routes } from 'react-router-dom';
import { ProfileFrame, SettingsFrame } from './frames/AccountFrames';

/** The account remote: /profile/:username and /settings under `basename`. */
export default function App({ basename }: { basename: string }) {
  return (
    <Routes>
      <Route path={`${basename}/profile/:username`} element={<ProfileFrame basename={basename} />} />
      <Route path={`${basename}/settings`} element={<SettingsFrame />} />
      <Route path="*" element={<Navigate to={`${basename}/`} replace />} />
    </Routes>
  );
}
