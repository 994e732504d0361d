import { Navigate, Route, Routes } from 'react-router-dom';
import { BookNookPage } from './pages/BookNookPage';
import { ShelfPage } from './pages/ShelfPage';
import './library.css';

/** The library remote: /booknook and /booknook/:shelfName. */
export default function App() {
  return (
    <Routes>
      <Route path="/booknook" element={<BookNookPage />} />
      <Route path="/booknook/:shelfName" element={<ShelfPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
