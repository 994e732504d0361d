import { Navigate, Route, Routes } from 'react-router-dom';
import { GenrePage } from './pages/GenrePage';
import { HomePage } from './pages/HomePage';
import { SearchPage } from './pages/SearchPage';
import './discovery.css';

/** The discovery remote: /home, /home/:genre, /search and /search/:query. */
export default function App() {
  return (
    <Routes>
      <Route path="/home" element={<HomePage />} />
      <Route path="/home/:genre" element={<GenrePage />} />
      <Route path="/search" element={<SearchPage />} />
      <Route path="/search/:query" element={<SearchPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
