import { NavLink } from 'react-router-dom';
import { USER_TYPE } from '@booknook/api';
import { useSession } from '@booknook/session';

const LINKS = [
  { to: '/home', label: 'Home' },
  { to: '/stats', label: 'Stats' },
  { to: '/booknook', label: 'Book Nook' },
] as const;

/** Main navigation; NavLink marks the current section with aria-current="page". */
export function NavBar() {
  const isAdmin = useSession((state) => state.user?.user_type_id === USER_TYPE.admin);
  const links = isAdmin ? [{ to: '/dashboard', label: 'Dashboard' }, ...LINKS] : LINKS;
  return (
    <nav aria-label="Main" className="shell-nav">
      <ul className="shell-nav__list">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="shell-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
