import { Suspense, useState } from 'react';
import { usePlatform } from '@agency/design-system/platform-context';
import { AGENCY_NAME } from '@agency/design-system/brand';
import { retryableLazy } from '@agency/design-system/lazy-page';
import { useMetaDescription, useOpenGraph, usePageTitle } from '@agency/design-system/page-title';
import { BackToTopButton } from '../scroll/back-to-top-button';
import { ScrollProgressBar } from '../scroll/scroll-progress-bar';
import { SectionIndicator, type IndicatorSection } from '../scroll/section-indicator';
import { useScrollY } from '../scroll/use-scroll-y';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { LeadMagnetsSection } from './lead-magnets-section';
import { ProcessSection } from './process-section';
import { ServicesSection } from './services-section';
import * as styles from './home-page.module.css';

/** The landing anchors (spec part 1 §2), in page order. */
const SECTIONS: IndicatorSection[] = [
  { id: 'hero', label: 'Home' },
  { id: 'services', label: 'Services' },
  { id: 'process', label: 'Process' },
  { id: 'about', label: 'About' },
  { id: 'contact', label: 'Contact' },
];

// The chat and its dialog code load on the first 'Start Your Journey', not with the page: most visits never open it.
const OnboardingChatDialog = retryableLazy(() =>
  import('../onboarding-chat/onboarding-chat-dialog').then((module) => module.OnboardingChatDialog),
);

const HOME_TITLE = 'AI Automation & Web Development in New Zealand';
const HOME_DESCRIPTION =
  'Kea AI Studio builds websites, apps, AI content and business automation for New Zealand small businesses. Book a free 30-minute consultation.';

/** Visitor home page: hero, services, free resources, process, about and contact, with scroll aids. */
export function HomePage() {
  usePageTitle(HOME_TITLE);
  useMetaDescription(HOME_DESCRIPTION);
  useOpenGraph({ title: `${AGENCY_NAME}: your business, simplified`, description: HOME_DESCRIPTION });
  const { track, widgets } = usePlatform();
  const scrollY = useScrollY();
  const [chatOpen, setChatOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and reopening is instant.
  const [chatMounted, setChatMounted] = useState(false);

  const openChat = () => {
    track('onboarding_chat_started');
    setChatMounted(true);
    setChatOpen(true);
  };

  return (
    <div className={styles.home}>
      <ScrollProgressBar scrollY={scrollY} />
      <HeroSection onStartJourney={openChat} />
      <ServicesSection />
      <LeadMagnetsSection />
      <ProcessSection />
      <AboutSection />
      <ContactSection />
      <SectionIndicator sections={SECTIONS} scrollY={scrollY} />
      <BackToTopButton scrollY={scrollY} />
      {chatMounted && (
        <Suspense fallback={null}>
          <OnboardingChatDialog open={chatOpen} onOpenChange={setChatOpen} />
        </Suspense>
      )}
      <widgets.FeedbackWidget context="home" title="How's your experience so far?" position="bottom-right" />
    </div>
  );
}
