import { randomUUID } from 'node:crypto';
import {
  DISCOVERY_AUTOMATION_INTERESTS,
  DISCOVERY_CHALLENGES,
  DISCOVERY_PRIORITIES,
  DISCOVERY_SUCCESS_METRICS,
} from '@agency/contracts';
import { uniqueEmail } from '../test-app';

/** Valid request bodies the world and the fixtures start from; each call makes fresh, unique values. */
export function businessInfo() {
  const tag = randomUUID().slice(0, 8);
  return {
    businessName: `Kiwi Plumbing ${tag}`,
    businessType: 'Plumbing Services',
    description: 'Leaks fixed fast across Auckland.',
    phone: '021 123 4567',
    email: `kiwi-${tag}@example.co.nz`,
    services: ['Leak Detection', 'Drain Cleaning'],
  };
}

export const projectBody = () => ({
  title: 'New website',
  description: 'A site that takes bookings.',
  serviceInterest: 'Website & App Development',
  priority: 'medium',
});

export const leadBody = () => ({
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: uniqueEmail('lead'),
  company: 'Kiwi Bakery',
  serviceInterest: 'Business Automation',
  message: 'We would like to automate our online orders.',
});

export const discoveryBody = () => ({
  responses: {
    companyName: `Harbour Plumbing ${randomUUID().slice(0, 8)}`,
    industry: 'Other',
    companySize: '1-10 employees',
    website: 'https://harbourplumbing.co.nz',
    mainChallenges: [DISCOVERY_CHALLENGES[0]],
    biggestPainPoint: 'Quotes take an evening each.',
    manualHours: '16-30 hours',
    automationInterests: [DISCOVERY_AUTOMATION_INTERESTS[1]],
    topPriority: DISCOVERY_PRIORITIES[0],
    successMetric: DISCOVERY_SUCCESS_METRICS[0],
    budgetRange: '$5,000-$15,000',
    timeline: '1 month',
    technicalExpertise: 'Beginner',
  },
  completed: true,
  source: 'public',
});

export const bookingBody = (appointmentDate: string, clientEmail = uniqueEmail('booking')) => ({
  clientName: 'Aroha Ngata',
  clientEmail,
  clientPhone: '+64 21 123 4567',
  companyName: 'Ngata Plumbing',
  serviceInterest: 'business_automation',
  appointmentDate,
  duration: 30,
});
