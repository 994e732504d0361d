// Page frames of the account routes: the heading and route state each page will build on.
import { Link, useParams } from 'react-router-dom';
import { useSession } from '@booknook/session';
import { buttonClassName, PageHeader } from '@booknook/ui';

export function ProfileFrame() {
  const { username = '' } = useParams();
  const ownProfile = useSession((state) => state.user?.username === username);
  return (
    <PageHeader
      title={username}
      description={ownProfile ? 'Your profile' : `Profile of ${username}`}
      actions={
        ownProfile ? (
          <Link to="/settings" className={buttonClassName('secondary')}>
            Edit Profile
          </Link>
        ) : undefined
      }
    />
  );
}

/** Reads the user from the shared session store: proof that the shell and remotes share one store. */
export function SettingsFrame() {
  const username = useSession((state) => state.user?.username);
  return <PageHeader title="Settings" description={username ? `Signed in as ${username}` : undefined} />;
}
