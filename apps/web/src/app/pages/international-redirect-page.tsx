import { Navigate } from 'react-router';

/**
 * `/international-redirect` (000 §2.1): the original sent people to a regional site. One Cairn
 * serves every region, so the link leads home (through sign-in when nobody is signed in).
 */
export function InternationalRedirectPage() {
  return <Navigate to="/" replace />;
}
