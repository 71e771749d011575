/** The three fixed case studies (spec: durations 6, 8, 10 months; teams of 4, 5, 6). */
export interface CaseStudy {
  id: string;
  title: string;
  subtitle: string;
  client: string;
  durationMonths: number;
  teamSize: number;
  tags: string[];
}

export const CASE_STUDIES: CaseStudy[] = [
  {
    id: 'watalotigot',
    title: 'Watalotigot Marketplace',
    subtitle: 'A community marketplace for buying and selling locally',
    client: 'Watalotigot',
    durationMonths: 6,
    teamSize: 4,
    tags: ['Marketplace', 'Web App', 'Payments'],
  },
  {
    id: 'farmdirect',
    title: 'FarmDirect',
    subtitle: 'A farmer-direct marketplace connecting growers with their customers',
    client: 'FarmDirect',
    durationMonths: 8,
    teamSize: 5,
    tags: ['Marketplace', 'Logistics', 'Mobile'],
  },
  {
    id: 'g2arch',
    title: 'G2 Architecture Platform',
    subtitle: 'An architecture design platform for collaborating on projects',
    client: 'G2 Architecture',
    durationMonths: 10,
    teamSize: 6,
    tags: ['Design Platform', 'Collaboration', 'AI'],
  },
];

export function findCaseStudy(id: string | undefined): CaseStudy | undefined {
  return CASE_STUDIES.find((study) => study.id === id);
}
