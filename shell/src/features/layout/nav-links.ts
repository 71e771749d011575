import { CONTACT_PAGE_PATH, HOME_CONTACT_ANCHOR } from '@agency/contracts';
import type { PlatformSession } from '@agency/contracts/platform';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * The spec's header (part 1 §2): Home, Pricing, Portfolio, Discovery, Book Consultation and Podcast on every page;
 * Dashboard when signed in and CRM for admins only (a client would only meet Access Denied there). Start Assessment
 * (/onboarding) is the header's button, always beside the links, so it is not listed twice.
 *
 * Only the visitors' home page has the Services, About and Contact sections: there the header offers their anchors
 * in place of Home (the phone menu also Contact). A signed-in visitor's '/' is the client home, which has none of them:
 * they get the links of any other page, and the phone menu's Contact goes to the contact page.
 */
export function headerLinks(pathname: string, session: PlatformSession, mobile: boolean): NavItem[] {
  const signedIn = session.status === 'signed-in';
  const pages: NavItem[] = [
    { label: 'Pricing', to: '/pricing' },
    { label: 'Portfolio', to: '/portfolio' },
    ...(signedIn ? [{ label: 'Dashboard', to: '/dashboard' }] : []),
    ...(signedIn && session.user?.role === 'admin' ? [{ label: 'CRM', to: '/crm' }] : []),
    { label: 'Discovery', to: '/discovery' },
    { label: 'Book Consultation', to: '/book-consultation' },
    { label: 'Podcast', to: '/podcast' },
  ];
  if (pathname !== '/' || signedIn) {
    const contact = pathname === '/' && mobile ? [{ label: 'Contact', to: CONTACT_PAGE_PATH }] : [];
    return [{ label: 'Home', to: '/' }, ...pages, ...contact];
  }
  return [
    { label: 'Services', to: '/#services' },
    { label: 'About', to: '/#about' },
    ...pages,
    ...(mobile ? [{ label: 'Contact', to: HOME_CONTACT_ANCHOR }] : []),
  ];
}

/**
 * The CRM's pages, live and sample, and their lead pages: a working tool for the team. The layout frames them without
 * the visitors' call to action, chat launcher and marketing footer. Read from the address, which the shell has at
 * once (and which prerendering knows too), so the frame is right from the first paint.
 */
export function isTeamArea(pathname: string): boolean {
  return /^\/(crm|admin-test)(\/|$)/.test(pathname);
}

export const FOOTER_SERVICES = [
  'Website Development',
  'App Development',
  'AI Content Creation',
  'Business Automation',
  'Intelligent Agents',
] as const;

export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/kea-ai-studio' },
  { label: 'Facebook', href: 'https://www.facebook.com/keaaistudio' },
  { label: 'Instagram', href: 'https://www.instagram.com/keaaistudio' },
] as const;
