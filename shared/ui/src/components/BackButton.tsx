import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from './Button';

/**
 * Goes back where the reader came from. A page opened directly (a bookmark, a reload of the first
 * entry) has no in-app history to return to, so it goes to `fallback` instead of leaving the app.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <Button variant="secondary" onClick={() => (key === 'default' ? navigate(fallback) : navigate(-1))}>
      <span aria-hidden="true">←</span> Back
    </Button>
  );
}
