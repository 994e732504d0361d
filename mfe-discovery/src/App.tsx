import { Navigate, Route, Routes } from 'react-router-dom';
import { GenrePage } from './pages/GenrePage';
import { HomePage } from './pages/HomePage';
import { SearchPage } from './pages/SearchPage';
import './discovery.css';

/** The discovery remote: /home, /home/:genre, /search and /search/:query under `basename`. */
export default function App({ basename }: { basename: string }) {
  return (
    <Routes>
      <Route path={`${basename}/home`} element={<HomePage basename={basename} />} />
      <Route path={`${basename}/home/:genre`} element={<GenrePage basename={basename} />} />
      <Route path={`${basename}/search`} element={<SearchPage basename={basename} />} />
      <Route path={`${basename}/search/:query`} element={<SearchPage basename={basename} />} />
      <Route path="*" element={<Navigate to={`${basename}/`} replace />} />
    </Routes>
  );
}
