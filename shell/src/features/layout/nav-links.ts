import type { SessionStatus } from '@agency/contracts/platform';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * The spec's header (part 1 §2). Every page links Pricing, Portfolio, Discovery
 * and, signed in, Dashboard and CRM. The home page adds its Services and About
 * anchors (the mobile menu also Contact); other pages add Home and Start Assessment.
 */
export function headerLinks(pathname: string, status: SessionStatus, mobile: boolean): NavItem[] {
  const pages: NavItem[] = [
    { label: 'Pricing', to: '/pricing' },
    { label: 'Portfolio', to: '/portfolio' },
    ...(status === 'signed-in'
      ? [
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'CRM', to: '/crm' },
        ]
      : []),
    { label: 'Discovery', to: '/discovery' },
  ];
  if (pathname === '/') {
    return [
      { label: 'Services', to: '/#services' },
      { label: 'About', to: '/#about' },
      ...pages,
      ...(mobile ? [{ label: 'Contact', to: '/#contact' }] : []),
    ];
  }
  return [{ label: 'Home', to: '/' }, { label: 'Start Assessment', to: '/onboarding' }, ...pages];
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
