import { Navigate, Route, Routes } from 'react-router-dom';
import { BookNookPage } from './pages/BookNookPage';
import { ShelfPage } from './pages/ShelfPage';
import './library.css';

/** The library remote: /booknook and /booknook/:shelfName under `basename`. */
export default function App({ basename }: { basename: string }) {
  return (
    <Routes>
      <Route path={`${basename}/booknook`} element={<BookNookPage basename={basename} />} />
      <Route path={`${basename}/booknook/:shelfName`} element={<ShelfPage basename={basename} />} />
      <Route path="*" element={<Navigate to={`${basename}/`} replace />} />
    </Routes>
  );
}
