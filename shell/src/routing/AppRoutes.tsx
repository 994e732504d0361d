import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthGuard } from '../auth/AuthGuard';
import { SignedInLayout } from '../layout/SignedInLayout';
import { Landing } from '../pages/Landing';
import { Login } from '../pages/Login';
import { SignUpPage } from '../pages/signup/SignUpPage';
import { RemoteApp } from '../remotes/RemoteApp';
import { protectedAreaFor } from './areas';

/**
 * Every route of the product. Signed-in areas belong to remotes, which render their own <Routes>
 * with absolute paths; they must not be nested inside a shell <Route> (whose match would make those
 * paths relative), so the shell matches their prefixes itself and renders them outside <Routes>.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const area = protectedAreaFor(pathname);
  if (area) {
    return (
      <AuthGuard adminOnly={area.adminOnly}>
        <SignedInLayout>
          <RemoteApp key={area.remote} name={area.remote} />
        </SignedInLayout>
      </AuthGuard>
    );
  }
  return (
    <Routes>
      <Route path="/" element={<Landing />} />
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/login" element={<Login />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
