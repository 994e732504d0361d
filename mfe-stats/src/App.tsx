import { Navigate, Route, Routes } from 'react-router-dom';
import { StatsFrame } from './frames/StatsFrame';

/** The stats remote: /stats. */
export default function App() {
  return (
    <Routes>
      <Route path="/stats" element={<StatsFrame />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
