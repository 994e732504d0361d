import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardFrame } from './frames/DashboardFrame';

/** The admin remote: /dashboard under `basename` (the shell lets only administrators in). */
export default function App({ basename }: { basename: string }) {
  return (
    <Routes>
      <Route path={`${basename}/dashboard`} element={<DashboardFrame />} />
      <Route path="*" element={<Navigate to={`${basename}/`} replace />} />
    </Routes>
  );
}
