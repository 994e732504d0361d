import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardFrame } from './frames/DashboardFrame';

/** The admin remote: /dashboard (the shell lets only administrators in). */
export default function App() {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardFrame />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
