/** A priced plan (spec part 1 §3): name, price, period, features, popular, optional call to action. */
export interface PricingPlan {
  name: string;
  /** Whole NZD, GST included. */
  price: number;
  /** 'month' unless the spec notes otherwise (hour, session, project). */
  period: 'month' | 'hour' | 'session' | 'project';
  description: string;
  features: string[];
  popular: boolean;
  ctaText?: string;
  /** Where the call to action goes; every plan but the first web/app one leads to the contact form. */
  ctaAction?: string;
}

export interface PricingGroup {
  id: string;
  title: string;
  description: string;
  plans: [PricingPlan, PricingPlan, PricingPlan];
}

const CONTACT = '/#contact';

/** Prices are the spec's (part 1 §9), monthly unless noted. */
export const PRICING_GROUPS: PricingGroup[] = [
  {
    id: 'web-app',
    title: 'Website & App Development',
    description: 'Fast, accessible websites and apps that turn visitors into customers.',
    plans: [
      {
        name: 'Basic',
        price: 299,
        period: 'month',
        description: 'A professional website from a ready-made template.',
        features: ['Up to 5 pages', 'Mobile-friendly design', 'Contact form', 'Basic SEO setup', 'Email support'],
        popular: false,
        ctaText: 'Get Started',
        ctaAction: '/website-builder',
      },
      {
        name: 'Professional',
        price: 599,
        period: 'month',
        description: 'A custom site with the integrations a growing business needs.',
        features: [
          'Up to 15 pages',
          'Custom design',
          'Booking and payment integrations',
          'Advanced SEO and analytics',
          'Priority support',
        ],
        popular: true,
      },
      {
        name: 'Enterprise',
        price: 1299,
        period: 'month',
        description: 'Web and mobile apps built around your processes.',
        features: [
          'Custom web or mobile app',
          'User accounts and dashboards',
          'API and system integrations',
          'Dedicated project manager',
          'Service level agreement',
        ],
        popular: false,
      },
    ],
  },
  {
    id: 'consultation',
    title: 'AI & Automation Consultation',
    description: 'Expert advice on where AI and automation will pay off in your business.',
    plans: [
      {
        name: 'Strategy Session',
        price: 150,
        period: 'hour',
        description: 'A focused session on one question or process.',
        features: ['One-on-one video call', 'Process review', 'Written action points'],
        popular: false,
      },
      {
        name: 'Deep Dive',
        price: 750,
        period: 'session',
        description: 'A half-day workshop mapping your automation opportunities.',
        features: ['Half-day workshop', 'Workflow mapping', 'Tool recommendations', 'Prioritised roadmap'],
        popular: true,
      },
      {
        name: 'Transformation',
        price: 2500,
        period: 'project',
        description: 'A full plan for your business, from assessment to rollout.',
        features: [
          'Full business assessment',
          'Automation and AI roadmap',
          'Vendor and tool selection',
          'Implementation oversight',
          'Staff training',
        ],
        popular: false,
      },
    ],
  },
  {
    id: 'content',
    title: 'AI Content Creation',
    description: 'On-brand words and images, produced with AI and checked by people.',
    plans: [
      {
        name: 'Pack',
        price: 199,
        period: 'month',
        description: 'Steady content for a small business.',
        features: ['4 blog posts', '12 social media posts', 'Basic image generation'],
        popular: false,
      },
      {
        name: 'Premium',
        price: 499,
        period: 'month',
        description: 'More content, more channels.',
        features: ['8 blog posts', '30 social media posts', 'Custom image generation', 'Email newsletter'],
        popular: true,
      },
      {
        name: 'Suite',
        price: 999,
        period: 'month',
        description: 'A complete content team on tap.',
        features: [
          'Unlimited blog posts',
          'Daily social media posts',
          'Video scripts',
          'Brand voice guide',
          'Monthly content strategy call',
        ],
        popular: false,
      },
    ],
  },
  {
    id: 'hosting',
    title: 'Hosting & Email',
    description: 'Secure New Zealand-supported hosting and business email.',
    plans: [
      {
        name: 'Starter',
        price: 29,
        period: 'month',
        description: 'Hosting for a small website.',
        features: ['1 website', 'SSL certificate', '2 email accounts', 'Daily backups'],
        popular: false,
      },
      {
        name: 'Business',
        price: 79,
        period: 'month',
        description: 'Room to grow, with faster support.',
        features: ['5 websites', 'SSL certificates', '10 email accounts', 'Daily backups', 'Priority support'],
        popular: true,
      },
      {
        name: 'Enterprise',
        price: 199,
        period: 'month',
        description: 'High-traffic hosting with monitoring.',
        features: [
          'Unlimited websites',
          'SSL certificates',
          'Unlimited email accounts',
          'Hourly backups',
          'Uptime monitoring',
          'Dedicated support',
        ],
        popular: false,
      },
    ],
  },
];

export function planHref(plan: PricingPlan): string {
  return plan.ctaAction ?? CONTACT;
}

export function planCtaText(plan: PricingPlan): string {
  return plan.ctaText ?? 'Contact Us';
}

const PERIOD_LABEL: Record<PricingPlan['period'], string> = {
  month: '/month',
  hour: '/hour',
  session: '/session',
  project: '/project',
};

export function periodLabel(plan: PricingPlan): string {
  return PERIOD_LABEL[plan.period];
}
