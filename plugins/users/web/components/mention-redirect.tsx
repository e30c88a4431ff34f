import { Navigate, useParams } from 'react-router-dom';

/** `/u/:username`, where @mentions link, is the member's personal page. */
export function MentionRedirect() {
  const { username = '' } = useParams();
  return <Navigate to={`/users/${encodeURIComponent(username)}`} replace />;
}
