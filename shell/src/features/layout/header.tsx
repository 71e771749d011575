import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClassName } from '@agency/design-system/button';
import { AGENCY_NAME } from '@agency/design-system/brand';
import { SIGN_IN_PAGE_PATH, SIGN_OUT_PATH, signInPath } from '@agency/contracts';
import type { PlatformSession } from '@agency/contracts/platform';
import { headerLinks, type NavItem } from './nav-links';
import * as styles from './header.module.css';

const MENU_ID = 'site-menu';

function NavList({ items, className }: { items: NavItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          {/* A section anchor is not the current page: only page links are marked as such. */}
          {item.to.includes('#') ? (
            <Link to={item.to} className={styles.link}>
              {item.label}
            </Link>
          ) : (
            <NavLink to={item.to} end className={styles.link}>
              {item.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Sign-in state: Client Login when signed out; greeting and Logout when signed in (plain links: server navigations). */
function SessionActions({ session, returnTo }: { session: PlatformSession; returnTo: string }) {
  if (session.status === 'signed-in') {
    const name = session.user?.firstName || 'User';
    return (
      <>
        <span className={styles.greeting}>{`Welcome ${name}`}</span>
        <a href={SIGN_OUT_PATH} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
          Logout
        </a>
      </>
    );
  }
  return (
    <a
      href={signInPath(returnTo)}
      className={buttonClassName({ variant: 'outline', size: 'sm' })}
    >
      Client Login
    </a>
  );
}

/** `team`: the CRM's pages, where the visitors' Start Assessment button has no place. */
export function Header({ session, team = false }: { session: PlatformSession; team?: boolean }) {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // On the sign-in page, Client Login keeps the page's own return address rather than nesting the sign-in page in it.
  const returnTo =
    location.pathname === SIGN_IN_PAGE_PATH
      ? (new URLSearchParams(location.search).get('returnTo') ?? '/')
      : `${location.pathname}${location.search}`;

  // A navigation closes the small-screen menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  // Escape closes the open menu from anywhere inside the header and puts focus back on its button.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  return (
    <header className={styles.header} onKeyDown={onKeyDown}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {AGENCY_NAME}
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavList items={headerLinks(location.pathname, session, false)} className={styles.links} />
        </nav>
        <div className={styles.actions}>
          <SessionActions session={session} returnTo={returnTo} />
          {!team && (
            <Link to="/onboarding" className={buttonClassName({ size: 'sm' })}>
              Start Assessment
            </Link>
          )}
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className={styles.menuIcon} />
          {menuOpen ? 'Close menu' : 'Menu'}
        </button>
      </div>
      <div id={MENU_ID} className={styles.mobileMenu} hidden={!menuOpen}>
        <nav aria-label="Mobile">
          <NavList items={headerLinks(location.pathname, session, true)} className={styles.mobileLinks} />
        </nav>
        <div className={styles.mobileActions}>
          <SessionActions session={session} returnTo={returnTo} />
          {!team && (
            <Link to="/onboarding" className={buttonClassName({ size: 'sm' })}>
              Start Assessment
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
