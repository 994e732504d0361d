import { Navigate, Route, Routes } from 'react-router-dom';
import { StatsPage } from './pages/StatsPage';

/** The stats remote: /stats. */
export default function App() {
  return (
    <Routes>
      <Route path="/stats" element={<StatsPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
