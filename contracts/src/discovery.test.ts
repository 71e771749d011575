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
import { splitWizardName, wizardLeadMessage, WIZARD_GOAL_OPTIONS, WIZARD_TEXT_MAX_LENGTH, WIZARD_WEBSITE_MAX_LENGTH } from './onboarding-wizard-options';
import { LEAD_MESSAGE_MAX_LENGTH } from './leads';
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
