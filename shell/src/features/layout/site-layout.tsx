import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { PlatformSession } from '@agency/contracts/platform';
import { usePageViews } from '../analytics/use-page-views';
import { LiveChat } from '../live-chat/live-chat';
import { Toaster } from '../toasts/toaster';
import { Footer } from './footer';
import { Header } from './header';
import { isTeamArea } from './nav-links';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import * as styles from './site-layout.module.css';

/**
 * The frame around every page: header, the page (a remote or a shell page), footer, the live chat and the toast region.
 * The CRM is framed for the team: no Start Assessment, no visitors' chat launcher, a slim footer.
 */
export function SiteLayout({ session, children }: { session: PlatformSession; children: ReactNode }) {
  useScrollOnNavigate();
  usePageViews();
  const team = isTeamArea(useLocation().pathname);
  return (
    <div className={styles.site}>
      <Header session={session} team={team} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer slim={team} />
      {!team && <LiveChat />}
      <Toaster />
    </div>
  );
}
