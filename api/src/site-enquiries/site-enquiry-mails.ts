import type { TSiteEnquiryForm } from '@agency/contracts';
import type { OutboxMail } from '../mail/outbox.service';

export const SITE_ENQUIRY_MAIL_KIND = 'site-enquiry.owner-notification';

/** Header values must stay on one line whatever a visitor typed. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The site owner's copy of a quote request: everything the visitor sent, Reply-To the visitor so answering reaches them. */
export function ownerNotification(enquiry: TSiteEnquiryForm, site: { businessName: string; ownerEmail: string; enquiryId: string }): OutboxMail {
  const business = oneLine(site.businessName);
  const lines = [
    `Someone asked for a quote through the 'Request a quote' form of your website, ${business}.`,
    '',
    `Name: ${oneLine(enquiry.name)}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phone || '-'}`,
    `Service: ${enquiry.service || '-'}`,
    '',
    'Message:',
    enquiry.message,
    '',
    'Reply to this e-mail to answer them. Your quote requests are also listed in your dashboard, on the Websites tab.',
  ];
  return {
    kind: SITE_ENQUIRY_MAIL_KIND,
    to: site.ownerEmail,
    replyTo: enquiry.email,
    subject: `Quote request from ${oneLine(enquiry.name)} (${business})`,
    text: lines.join('\n'),
    reference: `site-enquiry:${site.enquiryId}`,
  };
}
