// Small illustrations, embedded as data URLs: the first one is what a visitor sees first on the portfolio and case-study pages.
import farmdirectImage from './images/farmdirect.svg?inline';
import g2archImage from './images/g2arch.svg?inline';
import watalotigotImage from './images/watalotigot.svg?inline';

/**
 * The three fixed case studies, shared by the portfolio and the case-study pages (spec part 1 §3 "Portfolio
 * project", part 2 §3 "Case study"; durations 6, 8, 10 months and teams of 4, 5, 6 people, part 2 §9).
 */
export interface CaseStudy {
  id: 'watalotigot' | 'farmdirect' | 'g2arch';
  title: string;
  subtitle: string;
  /** The one-line summary on the portfolio card. */
  description: string;
  category: string;
  client: string;
  durationMonths: number;
  teamSize: number;
  image: string;
  imageAlt: string;
  tags: string[];
  technologies: string[];
  overview: string;
  challenges: string[];
  solutions: string[];
  results: string[];
}

export const CASE_STUDIES: CaseStudy[] = [
  {
    id: 'watalotigot',
    title: 'Watalotigot Marketplace',
    subtitle: 'A community marketplace for buying and selling locally',
    description: 'An online marketplace where New Zealanders list, find and pay for second-hand goods in their area.',
    category: 'E-commerce Marketplace',
    client: 'Watalotigot Ltd',
    durationMonths: 6,
    teamSize: 4,
    image: watalotigotImage,
    imageAlt: 'A marketplace home page with a grid of listings and a search bar',
    tags: ['Marketplace', 'Web App', 'Payments'],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Stripe Connect', 'AI listing assistant'],
    overview:
      'Watalotigot wanted a local alternative to the big classifieds sites: simple listings, safe payments and less spam. We designed and built the marketplace from the first wireframe to launch.',
    challenges: [
      'Sellers gave up when listing took more than a couple of minutes.',
      'Buyers and sellers needed to pay safely without sharing bank details.',
      'Scam and duplicate listings eroded trust on other platforms.',
    ],
    solutions: [
      'An AI listing assistant drafts the title, description and category from a photo.',
      'Escrow-style payments release funds when the buyer confirms pickup.',
      'Automated checks flag duplicate images and suspicious listings for review.',
    ],
    results: [
      'Average time to list an item fell from 6 minutes to under 90 seconds.',
      '12,000 listings in the first three months.',
      'Reported scams stayed below 0.1% of listings.',
    ],
  },
  {
    id: 'farmdirect',
    title: 'FarmDirect',
    subtitle: 'A farmer-direct marketplace connecting growers with their customers',
    description: 'A farmer-direct marketplace where households order fresh produce straight from local growers.',
    category: 'Farmer-Direct Marketplace',
    client: 'FarmDirect Cooperative',
    durationMonths: 8,
    teamSize: 5,
    image: farmdirectImage,
    imageAlt: 'A farm with a barn beside a phone showing a produce order',
    tags: ['Marketplace', 'Logistics', 'Mobile'],
    technologies: ['React Native', 'TypeScript', 'NestJS', 'PostgreSQL', 'Route optimisation', 'Xero integration'],
    overview:
      'A cooperative of Waikato growers wanted to sell directly to households without losing their margins to middlemen. We built ordering, stock, delivery runs and invoicing as one system.',
    challenges: [
      'Stock changed daily with the harvest and weather.',
      'Delivery runs were planned by hand on a whiteboard.',
      'Each grower invoiced separately, by spreadsheet.',
    ],
    solutions: [
      'Growers update stock from their phones in a few taps; sold-out items disappear automatically.',
      'Orders are grouped into optimised delivery runs every evening.',
      'Invoices in NZD including GST are created in Xero for every grower automatically.',
    ],
    results: [
      'Growers keep 85% of the sale price, up from about 50% through wholesalers.',
      'Delivery planning dropped from 3 hours to 10 minutes a day.',
      'More than 1,500 regular households within a year.',
    ],
  },
  {
    id: 'g2arch',
    title: 'G2 Architecture Platform',
    subtitle: 'An architecture design platform for collaborating on projects',
    description: 'An architecture design platform where architects, clients and builders review plans together.',
    category: 'Architecture Design Platform',
    client: 'G2 Architects',
    durationMonths: 10,
    teamSize: 6,
    image: g2archImage,
    imageAlt: 'An architectural drawing of a house beside a list of review comments',
    tags: ['Design Platform', 'Collaboration', 'AI'],
    technologies: ['React', 'Three.js', 'TypeScript', 'Python', 'PostgreSQL', 'AI document search'],
    overview:
      'G2 Architects juggled drawings, emails and council documents across dozens of projects. We built a platform where every project lives in one place, with 3D models clients can explore in a browser.',
    challenges: [
      'Feedback arrived by email, phone and marked-up PDFs, and was easily lost.',
      'Clients struggled to picture a building from 2D plans.',
      'Finding the right clause in building consent documents took hours.',
    ],
    solutions: [
      'Comments are pinned to the exact spot on a drawing or model, with a clear approval trail.',
      'A browser-based 3D viewer lets clients walk through their design on any device.',
      'AI search answers questions across consent documents and cites the page.',
    ],
    results: [
      'Design review cycles shortened by 40%.',
      'Client sign-off came two weeks sooner on average.',
      'Architects saved around 6 hours a week each on document searches.',
    ],
  },
];

export function findCaseStudy(id: string | undefined): CaseStudy | undefined {
  return CASE_STUDIES.find((study) => study.id === id);
}

export function durationText(study: CaseStudy): string {
  return `${study.durationMonths} months`;
}

export function teamText(study: CaseStudy): string {
  return `${study.teamSize} people`;
}
