import { Navigate, Route, Routes } from 'react-router-dom';
import { StatsFrame } from './frames/StatsFrame';

/** The stats remote: /stats under `basename`. */
export default function App({ basename }: { basename: string }) {
  return (
    <Routes>
      <Route path={`${basename}/stats`} element={<StatsFrame />} />
      <Route path="*" element={<Navigate to={`${basename}/`} replace />} />
    </Routes>
  );
}
