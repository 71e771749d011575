import aiImage from './images/service-ai.svg';
import automationImage from './images/service-automation.svg';
import clientsImage from './images/service-clients.svg';
import contentImage from './images/service-content.svg';
import visibilityImage from './images/service-visibility.svg';
import websiteImage from './images/service-website.svg';
import type { IconName } from './icons';

/** The spec's categories (development, content, marketing, automation, ai) as the card's tag shows them. */
export type ServiceCategory = 'Development' | 'Content' | 'Marketing' | 'Automation' | 'AI';

/** A service card (spec part 1 §3): id, title, description, icon, image, category (its tag's text). */
export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  /** A decorative line icon shown beside the category. */
  icon: IconName;
  image: string;
  category: ServiceCategory;
}

/** Titles and categories from part 1 §2, in the spec's order, written as a New Zealand business would. */
export const SERVICES: ServiceCard[] = [
  {
    id: 'website',
    title: 'Refresh or Create my website',
    description: 'A fast, mobile-friendly website or app that explains what you do and turns visitors into enquiries.',
    icon: 'monitor',
    image: websiteImage,
    category: 'Development',
  },
  {
    id: 'content',
    title: 'Create amazing content',
    description: 'Blog posts, social media and images drafted with AI in your brand voice and checked by people.',
    icon: 'pen',
    image: contentImage,
    category: 'Content',
  },
  {
    id: 'visibility',
    title: 'Let clients see me',
    description: 'Search optimisation, listings and campaigns so local customers find you before your competitors.',
    icon: 'target',
    image: visibilityImage,
    category: 'Marketing',
  },
  {
    id: 'automation',
    title: 'Streamline my business',
    description: 'Connect your tools and automate quoting, invoicing and follow-ups so repetitive work runs itself.',
    icon: 'cog',
    image: automationImage,
    category: 'Automation',
  },
  {
    id: 'ai-agents',
    title: 'Optimise my client interaction',
    description: 'AI assistants that answer questions, book appointments and hand over to you when it matters.',
    icon: 'sparkle',
    image: aiImage,
    category: 'AI',
  },
  {
    id: 'lead-generation',
    title: 'Bring me more clients',
    description: 'Lead magnets, landing pages and nurturing emails that keep a steady flow of qualified enquiries.',
    icon: 'trending',
    image: clientsImage,
    category: 'Marketing',
  },
];
