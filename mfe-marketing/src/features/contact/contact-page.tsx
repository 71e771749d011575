import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CONSULTANT_QUERY_PARAM, ONBOARDING_CHAT_EVENTS } from '@agency/contracts';
import { CONTACT_EMAIL, CONTACT_PHONE } from '@agency/design-system/brand';
import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@agency/design-system/card';
import { lazyPage, retryableLazy } from '@agency/design-system/lazy-page';
import { Page } from '@agency/design-system/page';
import { usePlatform } from '@agency/design-system/platform-context';
import * as styles from './contact-page.module.css';

// The form is the home page's 'contact-form' chunk, loaded here too: one copy of its code, which the browser may
// already have from the home page. On this page it is the reason for the visit, so it loads with the page
// (`preparePage`, below): a prerendered /contact is hydrated with its form in one go, keeping the very nodes the
// visitor may already be typing into. As a section that waited for its code it was rendered afresh when it came,
// and what had been typed was lost.
const ContactForm = lazyPage(() => import(/* webpackChunkName: "contact-form" */ './contact-form'), 'ContactForm');

/** Loaded before the page counts as loaded (lazy-page's PagePreparation). */
export const preparePage = (): Promise<unknown> => ContactForm.preload();

// The consultant's code loads on its first opening, as on the home page.
const OnboardingChatDialog = retryableLazy(() =>
  import('../onboarding-chat/onboarding-chat-dialog').then((module) => module.OnboardingChatDialog),
);

/**
 * /contact: the home page's contact form, with the AI consultant and booking beside it. It is where a signed-in
 * visitor's '/#contact' links lead (their '/' is the client home), so their name and e-mail are filled in for them;
 * anyone else may open it too. '?consultant=open' (contracts CONSULTANT_PAGE_PATH) opens the consultant on arrival.
 */
export function ContactPage() {
  const { track } = usePlatform();
  const [searchParams, setSearchParams] = useSearchParams();
  const askedForConsultant = searchParams.get(CONSULTANT_QUERY_PARAM) === 'open';
  const [chatOpen, setChatOpen] = useState(askedForConsultant);
  // Mounted from the first opening on, so closing can animate and reopening is instant.
  const [chatMounted, setChatMounted] = useState(askedForConsultant);
  // The chat opened on arrival is started like one opened by the button, and counted once.
  const arrivalTracked = useRef(false);
  useEffect(() => {
    if (!askedForConsultant || arrivalTracked.current) return;
    arrivalTracked.current = true;
    track(ONBOARDING_CHAT_EVENTS.started, { source: 'contact_page' });
  }, [askedForConsultant, track]);

  const openChat = () => {
    track(ONBOARDING_CHAT_EVENTS.started, { source: 'contact_page' });
    setChatMounted(true);
    setChatOpen(true);
  };
  const changeChatOpen = (open: boolean) => {
    setChatOpen(open);
    // Closed: the address no longer asks for the consultant, so a reload or Back does not open it again.
    if (!open && askedForConsultant) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(CONSULTANT_QUERY_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };

  return (
    <Page
      title="Contact Us"
      heading="Get Started Today"
      lead="Tell us about your business and we'll get back to you within 24 hours."
    >
      <div className={styles.grid}>
        {/* 'contact', as the home page's section: a signed-in visitor's '/#contact' links arrive at /contact#contact. */}
        <Card id="contact">
          <CardHeader>
            <CardTitle as="h2">Send us a message</CardTitle>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <Suspense fallback={null}>
              <ContactForm />
            </Suspense>
          </CardContent>
        </Card>
        <div className={styles.aside}>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Talk to our AI consultant</CardTitle>
              <CardDescription>
                Answer a few questions in a short chat and we'll prepare a tailored proposal within 24 hours.
              </CardDescription>
            </CardHeader>
            <CardFooter>
              <Button onClick={openChat}>Start Your Journey</Button>
            </CardFooter>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Book a free consultation</CardTitle>
              <CardDescription>30 minutes with our team, at a time that suits you.</CardDescription>
            </CardHeader>
            <CardFooter>
              <Button asChild variant="outline">
                <Link to="/book-consultation">Schedule Free Consultation</Link>
              </Button>
            </CardFooter>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Contact Information</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className={styles.contactList}>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
                </dd>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`}>{CONTACT_PHONE}</a>
                </dd>
                <dt>Office</dt>
                <dd>Auckland, New Zealand</dd>
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>
      {chatMounted && (
        <Suspense fallback={null}>
          <OnboardingChatDialog open={chatOpen} onOpenChange={changeChatOpen} />
        </Suspense>
      )}
    </Page>
  );
}
