import type { TAppointment, TLead, TLeadChange, TLeadNote, TLeadStatus, TTimelineEvent } from '@agency/contracts';
import type { SampleState } from './sample-state';

/*
 * Fictional New Zealand leads, their notes and recorded changes, extra timeline events, and appointments for
 * /admin-test. Dates are counted from the visit (leads in the past, some appointments ahead) so the Overview's
 * 'Upcoming Appointments' and the newest leads look current; everything else is fixed.
 */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number, utcHour = 21): string => {
  const date = new Date(Date.now() + offsetMs);
  date.setUTCHours(utcHour, 0, 0, 0);
  return date.toISOString();
};
/** A stable sample id per kind (30 leads, 31 notes, 32 changes, 33 appointments), numbered. */
const sampleId = (kind: number, n: number): string =>
  `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

const CURRENT_USER_ID = '00000000-0000-4000-8000-000000000001';
const CURRENT_USER_NAME = 'Sam Admin';

type LeadSeed = [
  firstName: string,
  lastName: string,
  email: string,
  phone: string | null,
  company: string | null,
  serviceInterest: string | null,
  status: TLeadStatus,
  estimatedValue: number | null,
  daysAgo: number,
  source: TLead['source'],
  message: string,
];

const LEADS: LeadSeed[] = [
  ['Aroha', 'Ngata', 'aroha@harbourplumbing.example', '021 555 0101', 'Harbour Plumbing', 'Business Automation', 'hot', 12500, 1, 'contact_form', 'We lose jobs because quotes take days. Can you automate our quoting from the website form?'],
  ['Kiri', 'Walker', 'kiri@harbourcafe.example', '022 555 0177', 'Harbour Cafe', 'Website & App Development', 'new', null, 2, 'onboarding_wizard', 'A new website with online ordering for two cafes in Wellington.'],
  ['Liam', 'Walker', 'liam@southernbites.example', '022 555 0144', 'Southern Bites Cafe', 'AI Content Creation', 'warm', 4800, 3, 'contact_form', 'Looking for help with weekly social posts and menu photos.'],
  ['Mei', 'Chen', 'mei@kauridental.example', null, 'Kauri Dental', 'Website & App Development', 'new', 22000, 5, 'contact_form', 'Patient booking app for three clinics in Auckland.'],
  ['Daniel', 'Lee', 'daniel@leebuild.example', '027 555 0123', 'Lee Build Ltd', 'Business Automation', 'won', 18000, 7, 'onboarding_chat', 'Automate site diaries and invoices for our building crews.'],
  ['Tom', 'Fraser', 'tom@fraserlegal.example', '027 555 0188', null, 'Intelligent Agents', 'cold', null, 9, 'contact_form', 'Curious whether an assistant could triage client e-mails.'],
  ['Ana', 'Tupou', 'ana@tupoulogistics.example', '021 555 0199', 'Tupou Logistics', 'Intelligent Agents', 'hot', 55000, 11, 'onboarding_chat', 'Dispatch assistant for 40 trucks across the North Island.'],
  ['Rawiri', 'Te Rangi', 'rawiri@kaitiakitours.example', '020 555 0112', 'Kaitiaki Tours', 'Lead Generation', 'warm', 7200, 14, 'contact_form', 'More bookings for guided walks in Rotorua over summer.'],
  ['Sophie', 'Martin', 'sophie@alpinewool.example', null, 'Alpine Wool Co', 'AI Image Generation', 'lost', 3000, 18, 'contact_form', 'Product images for a new range of merino throws.'],
  ['Ethan', 'Singh', 'ethan@tasmanaccounting.example', '021 555 0166', 'Tasman Accounting', 'Business Automation', 'cold', 9500, 23, 'booking', 'Booked a call about automating client onboarding.'],
  ['Grace', 'Thompson', 'grace@pohutukawa.example', '022 555 0133', 'Pohutukawa Florists', 'Website & App Development', 'won', 6400, 30, 'contact_form', 'Online shop with same-day delivery slots for Christchurch.'],
  // Aroha again, weeks earlier, from her private address with a typo: the lead page suggests merging the two.
  ['Aroha', 'Ngatta', 'aroha.ngata@gmail.example', '+64 21 555 0101', null, 'Lead Generation', 'new', null, 41, 'contact_form', 'Can you help a plumbing business get more call-outs? Call me on my mobile.'],
];

type AppointmentSeed = [leadIndex: number, service: TAppointment['serviceInterest'], offsetDays: number, utcHour: number, status: TAppointment['status']];

const APPOINTMENTS: AppointmentSeed[] = [
  [0, 'business_automation', 2, 21, 'scheduled'],
  [3, 'website_development', 3, 1, 'scheduled'],
  [6, 'intelligent_agents', 5, 22, 'scheduled'],
  [9, 'business_automation', 8, 2, 'scheduled'],
  [4, 'business_automation', -6, 21, 'completed'],
  [2, 'content_creation', -2, 23, 'cancelled'],
];

export function seedLeadSample(): Pick<SampleState, 'currentUserId' | 'leads' | 'notes' | 'changes' | 'timeline' | 'appointments'> {
  const leads = LEADS.map(
    ([firstName, lastName, email, phone, company, serviceInterest, status, estimatedValue, daysAgo, source, message], index): TLead => ({
      id: sampleId(30, index + 1),
      firstName,
      lastName,
      email,
      phone,
      company,
      serviceInterest,
      message,
      status,
      source,
      estimatedValue,
      createdAt: at(-daysAgo * DAY, 20 - (index % 6)),
    }),
  );
  const lead = (index: number) => leads[index]!;
  const later = (index: number, hours: number) => new Date(Date.parse(lead(index).createdAt) + hours * HOUR).toISOString();

  const notes: TLeadNote[] = [
    { id: sampleId(31, 1), leadId: lead(0).id, body: 'Called Aroha: three vans, quotes by e-mail today. Wants a demo next week.', authorId: CURRENT_USER_ID, authorName: CURRENT_USER_NAME, editable: true, createdAt: later(0, 3), updatedAt: later(0, 3) },
    { id: sampleId(31, 2), leadId: lead(0).id, body: 'Sent the automation case study.', authorId: '00000000-0000-4000-8000-000000000002', authorName: 'Mere Tawhiri', editable: false, createdAt: later(0, 5), updatedAt: later(0, 5) },
    { id: sampleId(31, 3), leadId: lead(6).id, body: 'Budget confirmed by the CFO; decision by the end of the month.', authorId: CURRENT_USER_ID, authorName: CURRENT_USER_NAME, editable: true, createdAt: later(6, 30), updatedAt: later(6, 30) },
    { id: sampleId(31, 4), leadId: lead(4).id, body: 'Signed. Kick-off booked with the crews.', authorId: '00000000-0000-4000-8000-000000000002', authorName: 'Mere Tawhiri', editable: false, createdAt: later(4, 48), updatedAt: later(4, 48) },
  ];

  const change = (n: number, index: number, field: TLeadChange['field'], from: string | null, to: string | null, hours: number, actorName = CURRENT_USER_NAME): TLeadChange => ({
    id: sampleId(32, n),
    leadId: lead(index).id,
    field,
    from,
    to,
    actorName,
    createdAt: later(index, hours),
  });
  const changes: TLeadChange[] = [
    change(1, 0, 'status', 'new', 'hot', 2),
    change(2, 0, 'estimatedValue', null, '12500.00', 4),
    change(3, 2, 'status', 'new', 'warm', 20),
    change(4, 4, 'status', 'new', 'hot', 24, 'Mere Tawhiri'),
    change(5, 4, 'status', 'hot', 'won', 47, 'Mere Tawhiri'),
    change(6, 8, 'status', 'new', 'lost', 72),
    change(7, 10, 'status', 'warm', 'won', 96),
  ];

  const appointments = APPOINTMENTS.map(([index, serviceInterest, offsetDays, utcHour, status], n): TAppointment => {
    const person = lead(index);
    return {
      id: sampleId(33, n + 1),
      clientName: `${person.firstName} ${person.lastName}`,
      clientEmail: person.email,
      clientPhone: person.phone,
      companyName: person.company,
      serviceInterest,
      appointmentDate: at(offsetDays * DAY, utcHour),
      duration: 30,
      notes: null,
      status,
      leadId: person.id,
      createdAt: later(index, 1),
    };
  });

  // What the rows do not say on their own: a live chat conversation and a wizard's answers.
  const timeline: Record<string, TTimelineEvent[]> = {
    [lead(0).email]: [
      {
        id: 'live_chat:sample-1',
        kind: 'live_chat',
        at: later(0, 1),
        title: 'Live chat conversation',
        status: 'closed',
        details: [{ label: 'Messages', value: '3' }],
        messages: [
          { author: 'Aroha Ngata', text: 'Hi, do you work with trades businesses?', at: later(0, 1) },
          { author: 'Sam Admin', text: 'Kia ora Aroha, yes: quoting and job scheduling are our most common projects.', at: later(0, 1.05) },
          { author: 'Aroha Ngata', text: 'Great, I will send the form now.', at: later(0, 1.1) },
        ],
        refId: null,
      },
    ],
    [lead(1).email]: [
      {
        id: 'wizard:sample-1',
        kind: 'wizard',
        at: lead(1).createdAt,
        title: 'Onboarding wizard answers',
        status: null,
        details: [
          { label: 'Services', value: 'Website & App Development' },
          { label: 'Budget', value: '$5,000 - $15,000' },
          { label: 'Timeline', value: 'Within 3 months' },
        ],
        messages: [],
        refId: null,
      },
    ],
  };

  return { currentUserId: CURRENT_USER_ID, leads, notes, changes, timeline, appointments };
}
