import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Loading } from '@booknook/ui';
import { protectedAreaFor } from './areas';

// Each page loads only its own code: the public pages never download the signed-in area (query
// cache, realtime, layout, remote loading), and a signed-in page never downloads the public ones.
const Landing = lazy(() => import('../pages/Landing').then(({ Landing }) => ({ default: Landing })));
const Login = lazy(() => import('../pages/Login').then(({ Login }) => ({ default: Login })));
const SignUpPage = lazy(() => import('../pages/signup/SignUpPage').then(({ SignUpPage }) => ({ default: SignUpPage })));
const SignedInArea = lazy(() => import('../signedIn/SignedInArea'));

/**
 * Every route of the product. Signed-in areas belong to remotes, which render their own <Routes>
 * with absolute paths; they must not be nested inside a shell <Route> (whose match would make those
 * paths relative), so the shell matches their prefixes itself and renders them outside <Routes>.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const area = protectedAreaFor(pathname);
  return (
    <Suspense fallback={<Loading label="Loading…" fullPage />}>
      {area ? (
        <SignedInArea area={area} />
      ) : (
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route path="/signup" element={<SignUpPage />} />
          <Route path="/login" element={<Login />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      )}
    </Suspense>
  );
}
