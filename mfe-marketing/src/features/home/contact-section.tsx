import { Button } from '@agency/design-system/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@agency/design-system/card';
import { CONTACT_EMAIL, CONTACT_PHONE } from '@agency/design-system/brand';
import { signInPath } from '@agency/contracts';
import { DeferredIsland } from '@agency/design-system/deferred-island';
import { LandingSection } from './landing-section';
import * as sections from './home-sections.module.css';

// The form's code (and its fields' components) is not part of the home page's first load: it arrives when the
// visitor comes near the form or uses it.
const loadContactForm = () => import(/* webpackChunkName: "contact-form" */ '../contact/contact-form').then((module) => module.ContactForm);

export function ContactSection() {
  return (
    <LandingSection
      id="contact"
      heading="Get Started Today"
      lead="Tell us about your business and we'll get back to you within 24 hours."
    >
      <div className={sections.contactGrid}>
        <Card>
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <DeferredIsland name="contact-form" load={loadContactForm} />
          </CardContent>
        </Card>
        <div className={sections.contactAside}>
          <Card>
            <CardHeader>
              <CardTitle>Contact Information</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className={sections.contactList}>
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
          <Card>
            <CardHeader>
              <CardTitle>Existing Clients</CardTitle>
              <CardDescription>Log in to track your project's progress.</CardDescription>
            </CardHeader>
            <CardContent>
              {/* A browser navigation, not a route: the server signs the visitor in and sets the cookie. */}
              <Button asChild variant="outline">
                <a href={signInPath('/dashboard')}>Client Dashboard Login</a>
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>
    </LandingSection>
  );
}
