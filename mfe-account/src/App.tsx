import { Navigate, Route, Routes } from 'react-router-dom';
import { ProfileFrame, SettingsFrame } from './frames/AccountFrames';

/** The account remote: /profile/:username and /settings. */
export default function App() {
  return (
    <Routes>
      <Route path="/profile/:username" element={<ProfileFrame />} />
      <Route path="/settings" element={<SettingsFrame />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
