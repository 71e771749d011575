import type { CorpusConversation } from './run-corpus';

/** Visitors who say everything at once: one paragraph after choosing, or everything in the very first message. */
export const PARAGRAPHS: CorpusConversation[] = [
  {
    id: 'acme-paragraph',
    style: 'one paragraph',
    messages: [
      'Business Automation',
      'Our company is Acme Widgets Ltd, a 12-person retail business in Auckland. We want to automate invoicing and customer follow-ups. Budget about $10,000 and timeline 2-3 months. My name is Jane Tester, email jane@acmewidgets.co.nz, phone 021 123 4567.',
      'Honestly the main problem is that invoices go out late and we forget to chase people.',
    ],
    expected: {
      service: 'Business Automation',
      name: 'Jane Tester',
      email: 'jane@acmewidgets.co.nz',
      phone: '021 123 4567',
      company: 'Acme Widgets Ltd',
      budget: 'about $10,000',
      timeline: '2-3 months',
      business: '12-person retail business',
      goals: 'automate invoicing',
      challenges: 'invoices go out late',
    },
  },
  {
    id: 'physio-paragraph',
    style: 'one paragraph',
    messages: [
      'Intelligent Agents',
      "Hi, I'm Priya Sharma and I run Harbour Physio, a physiotherapy clinic in Takapuna with four physios. We lose a lot of bookings because nobody can answer the phone while we're with patients. We'd like a chatbot that can answer questions and take bookings after hours. Our budget is around $8,000 and we'd like it running before Christmas. You can reach me at priya@harbourphysio.co.nz.",
    ],
    expected: {
      service: 'Intelligent Agents',
      name: 'Priya Sharma',
      email: 'priya@harbourphysio.co.nz',
      company: 'Harbour Physio',
      budget: 'around $8,000',
      timeline: 'before Christmas',
      business: 'physiotherapy clinic',
      challenges: 'lose a lot of bookings',
      goals: 'chatbot',
    },
  },
  {
    id: 'builder-paragraph',
    style: 'one paragraph',
    messages: [
      'Website & App Development',
      "We're Southern Cross Builders Ltd, a family-owned building company in Christchurch doing renovations and new builds. Our website is ten years old and doesn't work on phones, so people give up and call someone else. We want a modern site that shows our projects and brings in quote requests. Budget is $15k-$20k and we need it in about 3 months. I'm Mark Duncan, mark@southerncrossbuilders.co.nz or 027 555 0192.",
    ],
    expected: {
      service: 'Website & App Development',
      name: 'Mark Duncan',
      email: 'mark@southerncrossbuilders.co.nz',
      phone: '027 555 0192',
      company: 'Southern Cross Builders Ltd',
      budget: '$15k-$20k',
      timeline: 'in about 3 months',
      business: 'family-owned building company',
      goals: 'modern site',
    },
  },
  {
    id: 'cafe-paragraph',
    style: 'one paragraph',
    messages: [
      'Digital Marketing',
      "Kia ora! I own Flat White Collective, a café in Wellington. We're busy on weekdays but quiet in the weekends and hardly anyone finds us on Google. Goal is to get more locals through the door on Saturdays and Sundays. Happy to spend about $3,000 to start, ideally within the next month. Cheers, Sam Ropata (sam@flatwhitecollective.nz)",
    ],
    expected: {
      service: 'Digital Marketing',
      name: 'Sam Ropata',
      email: 'sam@flatwhitecollective.nz',
      company: 'Flat White Collective',
      budget: 'about $3,000',
      timeline: 'within the next month',
      challenges: 'hardly anyone finds us',
      goals: 'more locals',
    },
  },
  {
    id: 'accountant-paragraph',
    style: 'one paragraph',
    messages: [
      'Business Automation',
      "My name is Helen Wu from Wu & Partners Chartered Accountants. We're a small accounting practice with 6 staff. We spend hours every month copying numbers from client emails into spreadsheets. We'd like to automate the data entry and the reminders. Budget: $20,000. Timeline: by March. helen@wupartners.co.nz",
    ],
    expected: {
      service: 'Business Automation',
      name: 'Helen Wu',
      email: 'helen@wupartners.co.nz',
      company: 'Wu & Partners Chartered Accountants',
      budget: '$20,000',
      timeline: 'by March',
      business: 'accounting practice',
      challenges: 'copying numbers',
      goals: 'automate the data entry',
    },
  },
  {
    id: 'first-message-everything',
    style: 'everything first',
    messages: [
      "Hi there, I'm Tom Baker from Baker Street Bikes. We're a bike shop in Hamilton and we want an online store so people can buy parts and book services. Budget around $12,000, and we'd like to launch in 6 weeks. Email tom@bakerstreetbikes.co.nz.",
      'Right now everything goes through the phone and a paper diary, which is a mess.',
    ],
    expected: {
      service: 'Website & App Development',
      name: 'Tom Baker',
      email: 'tom@bakerstreetbikes.co.nz',
      company: 'Baker Street Bikes',
      budget: 'around $12,000',
      timeline: 'in 6 weeks',
      business: 'bike shop',
      goals: 'online store',
    },
  },
  {
    id: 'first-message-leads',
    style: 'everything first',
    messages: [
      "Hello, we need more clients. I'm Grace Liu, director of Liu Legal Ltd, a two-lawyer family law firm in Auckland. Most of our work comes from referrals and it has dried up this year. We'd like a steady flow of enquiries from people searching online. Budget $5,000-$8,000, start asap. grace@liulegal.co.nz",
      'No, that covers it.',
    ],
    expected: {
      service: 'Lead Generation',
      name: 'Grace Liu',
      email: 'grace@liulegal.co.nz',
      company: 'Liu Legal Ltd',
      budget: '$5,000-$8,000',
      timeline: 'asap',
      business: 'family law firm',
    },
  },
  {
    id: 'first-message-content',
    style: 'everything first',
    messages: [
      "Hey! Mia Thompson here, I run a skincare brand called Glow Botanicals. We sell online to women 25-45 across NZ and Australia. I'd love help with blog posts and product descriptions because writing takes me forever. Thinking about $2,500 a month, starting next month. My email is mia@glowbotanicals.com",
    ],
    expected: {
      service: 'AI Content Creation',
      name: 'Mia Thompson',
      email: 'mia@glowbotanicals.com',
      company: 'Glow Botanicals',
      budget: 'about $2,500',
      timeline: 'next month',
      challenges: 'writing takes me forever',
    },
  },
  {
    id: 'first-message-chatbot-clinic',
    style: 'everything first',
    messages: [
      'We need a chatbot for our clinic. I am Dr Anand Patel, Kauri Family Medical, a GP practice in Tauranga. Reception is overwhelmed with calls about opening hours and repeat prescriptions. We want patients to get answers online. Budget maybe 10k. Timeline: before winter. anand.patel@kaurimedical.co.nz',
    ],
    expected: {
      service: 'Intelligent Agents',
      email: 'anand.patel@kaurimedical.co.nz',
      company: 'Kauri Family Medical',
      budget: 'maybe 10k',
      timeline: 'before winter',
      business: 'GP practice',
      challenges: 'Reception is overwhelmed',
    },
  },
  {
    id: 'first-message-marketing-google',
    style: 'everything first',
    // 'more customers from Google' is Digital Marketing or Lead Generation (issue 24); the engine answers the latter.
    messages: [
      "I want more customers from Google. I'm Liam O'Connor, O'Connor Plumbing, just me and two apprentices in Dunedin. Budget about $1,500 a month. ASAP please. liam@oconnorplumbing.co.nz",
    ],
    expected: {
      service: 'Lead Generation',
      name: "Liam O'Connor",
      email: 'liam@oconnorplumbing.co.nz',
      company: "O'Connor Plumbing",
      budget: 'about $1,500',
      timeline: 'ASAP',
    },
  },
];
