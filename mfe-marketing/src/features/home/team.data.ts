import { AGENCY_STATS } from '@agency/contracts';
import jamesPhoto from './images/team-james.svg';

/** A team member (spec part 1 §3): name, role, bio, optional photo; initials stand in when there is none. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  photo?: string;
}

export const TEAM: TeamMember[] = [
  {
    name: 'Mere Tāwhiri',
    role: 'Founder & Lead Developer',
    // No count of years here: the agency's own age is the '5+ Years Experience' tile beside it.
    bio: 'Built websites and apps for New Zealand businesses before founding the studio; now puts AI to practical use.',
  },
  {
    name: 'James Chen',
    role: 'Automation Engineer',
    bio: 'Connects the tools a business already uses so quotes, invoices and follow-ups happen without retyping.',
    photo: jamesPhoto,
  },
  {
    name: 'Priya Sharma',
    role: 'Content & Marketing Lead',
    bio: 'Turns AI drafts into content that sounds like you, and campaigns that bring in the right enquiries.',
  },
];

/** 'Mere Tāwhiri' -> 'MT'. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The four tiles of the About section (spec part 1 §2): the agency's facts, as they are. */
export const ABOUT_STATS = AGENCY_STATS;
