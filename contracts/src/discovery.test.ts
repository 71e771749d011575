import {
  DISCOVERY_AUTOMATION_INTERESTS,
  DISCOVERY_CHALLENGES,
  DISCOVERY_PRIORITIES,
  DISCOVERY_QUESTIONS,
  DISCOVERY_STEPS,
  DISCOVERY_SUCCESS_METRICS,
  discoveryRequiredMessage,
  discoveryStepProblem,
} from './discovery-questions';
import { ZCreateDiscoveryResponseRecordRequest } from './discovery';
import { discoveryScoreBand, PUBLIC_DISCOVERY_SCORED_QUESTIONS, publicDiscoveryScore } from './discovery-dashboard-questions';
import { splitWizardName, wizardLeadMessage, WIZARD_GOAL_OPTIONS, WIZARD_TEXT_MAX_LENGTH, WIZARD_WEBSITE_MAX_LENGTH } from './onboarding-wizard-options';
import { LEAD_MESSAGE_MAX_LENGTH } from './lead-options';
import { WIZARD_SERVICE_OPTIONS } from './lead-options';

describe('the discovery question set', () => {
  it('has the four steps of part 1 §5 with the option counts the spec gives', () => {
    expect(DISCOVERY_STEPS.map((step) => step.questions.map((question) => question.id))).toEqual([
      ['companyName', 'industry', 'companySize', 'website'],
      ['mainChallenges', 'biggestPainPoint', 'manualHours'],
      ['automationInterests', 'topPriority', 'successMetric'],
      ['budgetRange', 'timeline', 'technicalExpertise', 'additionalInfo'],
    ]);
    expect([DISCOVERY_CHALLENGES.length, DISCOVERY_AUTOMATION_INTERESTS.length, DISCOVERY_PRIORITIES.length, DISCOVERY_SUCCESS_METRICS.length]).toEqual([8, 8, 5, 5]);
    expect(DISCOVERY_QUESTIONS.filter((question) => !question.required).map((question) => question.id)).toEqual(['website', 'additionalInfo']);
    expect(new Set(DISCOVERY_QUESTIONS.map((question) => question.id)).size).toBe(DISCOVERY_QUESTIONS.length);
  });

  it("names the step's first unanswered required question, the way Next reports it", () => {
    const [first] = DISCOVERY_STEPS;
    if (!first) throw new Error('no steps');
    expect(discoveryStepProblem(first, { companyName: 'Kauri Joinery', industry: 'Retail' })).toEqual({
      question: expect.objectContaining({ id: 'companySize' }),
      message: 'Please complete: Company size',
    });
    expect(discoveryStepProblem(first, { companyName: 'Kauri Joinery', industry: 'Retail', companySize: '1-10 employees' })).toBeUndefined();
    expect(discoveryRequiredMessage('Industry')).toBe('Please complete: Industry');
  });
});

describe("the onboarding wizard's record", () => {
  const record = {
    leadId: '5b4c3a2e-1f0d-4c9b-8a7f-6e5d4c3b2a19',
    businessName: ' Kiwi Bakery ',
    services: ['Content Creation'],
    goals: 'Generate more leads,Reduce costs',
    budget: 'Under $5,000',
    timeline: '1-3 months',
  };

  it("accepts the spec's body without a lead id or email, and normalises an email given", () => {
    const { leadId: _leadId, ...specBody } = record;
    expect(ZCreateDiscoveryResponseRecordRequest.safeParse(specBody).success).toBe(true);
    expect(ZCreateDiscoveryResponseRecordRequest.parse({ ...specBody, email: ' Aroha@Example.co.nz ' }).email).toBe('aroha@example.co.nz');
  });

  it('normalises the comma-joined goals and trims text', () => {
    const parsed = ZCreateDiscoveryResponseRecordRequest.parse(record);
    expect(parsed).toMatchObject({ businessName: 'Kiwi Bakery', goals: 'Generate more leads, Reduce costs' });
  });

  it('splits the one name field for the lead', () => {
    expect(splitWizardName(' Aroha  Ngata ')).toEqual({ firstName: 'Aroha', lastName: 'Ngata' });
    expect(splitWizardName('Mary Jane Smith')).toEqual({ firstName: 'Mary Jane', lastName: 'Smith' });
    expect(splitWizardName('Aroha')).toEqual({ firstName: 'Aroha', lastName: '-' });
  });

  it("writes a lead message that fits the lead's limit even with every field at its longest", () => {
    const message = wizardLeadMessage({
      name: 'A',
      email: 'a@b.nz',
      phone: '',
      company: 'C',
      role: 'r'.repeat(100),
      industry: 'Manufacturing',
      services: [...WIZARD_SERVICE_OPTIONS],
      goals: [...WIZARD_GOAL_OPTIONS],
      budget: '$50,000-$100,000',
      timeline: 'Planning phase (12+ months)',
      challenges: 'c'.repeat(WIZARD_TEXT_MAX_LENGTH),
      currentWebsite: 'w'.repeat(WIZARD_WEBSITE_MAX_LENGTH),
      additionalInfo: 'a'.repeat(WIZARD_TEXT_MAX_LENGTH),
    });
    expect(message.length).toBeLessThanOrEqual(LEAD_MESSAGE_MAX_LENGTH);
  });
});

describe("the public assessment's score", () => {
  it('borrows the weights of the dashboard questions that ask the same thing, 115 in all', () => {
    expect(PUBLIC_DISCOVERY_SCORED_QUESTIONS.map((question) => [question.id, question.weight])).toEqual([
      ['industry', 5],
      ['companySize', 10],
      ['mainChallenges', 10],
      ['biggestPainPoint', 10],
      ['manualHours', 15],
      ['automationInterests', 10],
      ['topPriority', 10],
      ['budgetRange', 20],
      ['timeline', 15],
      ['technicalExpertise', 10],
    ]);
  });

  it('scores answers as the dashboard does: full weight per answer, multi-selects by the fraction chosen, nothing for what is not asked', () => {
    expect(publicDiscoveryScore({})).toBe(0);
    expect(publicDiscoveryScore({ companyName: 'Kauri Joinery', website: 'https://kauri.nz', successMetric: DISCOVERY_SUCCESS_METRICS[0] })).toBe(0);
    expect(publicDiscoveryScore({ budgetRange: '$50,000+', mainChallenges: DISCOVERY_CHALLENGES.slice(0, 4) })).toBe(Math.round((25 / 115) * 100));
    // An answer the question set would refuse earns nothing.
    expect(publicDiscoveryScore({ budgetRange: 'A million', mainChallenges: ['Boredom'] })).toBe(0);
  });

  it('says what a score means, from the highest band down', () => {
    expect([100, 95, 94, 85, 84, 50, 49, 0].map((score) => discoveryScoreBand(score).title)).toEqual([
      'Broad automation opportunity',
      'Broad automation opportunity',
      'Ready for a focused start',
      'Ready for a focused start',
      'Partly complete',
      'Partly complete',
      'Early days',
      'Early days',
    ]);
  });
});
