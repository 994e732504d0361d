import { Link } from 'react-router-dom';
import { Logo } from '@booknook/ui';
import { AvatarMenu } from './AvatarMenu';
import { NotificationsButton } from './NotificationsButton';
import { SearchBox } from './SearchBox';

export function TopBar({ onLogout }: { onLogout: () => void }) {
  return (
    <header className="shell-topbar">
      <div className="shell-topbar__inner">
        <Link to="/home" className="shell-topbar__brand">
          <Logo />
        </Link>
        <SearchBox />
        <div className="shell-topbar__actions">
          <NotificationsButton />
          <AvatarMenu onLogout={onLogout} />
        </div>
      </div>
    </header>
  );
}
