import { ZOnboardingMessageRequest } from './onboarding';
import {
  ONBOARDING_SESSION_ID_PATTERN,
  ONBOARDING_STAGES,
  createOnboardingSessionId,
  onboardingProgressPercent,
  onboardingStepOfStage,
  stripOptionNumber,
} from './onboarding-options';

describe('the consultant chat contract', () => {
  it("makes session ids the server accepts, each one different", () => {
    const ids = new Set(Array.from({ length: 50 }, () => createOnboardingSessionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(ONBOARDING_SESSION_ID_PATTERN);
  });

  it("gives 'Step n/4' and its percentage from the reply's stage", () => {
    expect(ONBOARDING_STAGES.map(onboardingStepOfStage)).toEqual([1, 2, 3, 4]);
    expect([0, 1, 2, 3, 4].map(onboardingProgressPercent)).toEqual([0, 25, 50, 75, 100]);
  });

  it('shows service options without their number', () => {
    expect(stripOptionNumber('1. Website & App Development')).toBe('Website & App Development');
    expect(stripOptionNumber('12) Lead Generation')).toBe('Lead Generation');
    expect(stripOptionNumber('Business Automation')).toBe('Business Automation');
  });

  it('trims the message, refuses a blank one and defaults the transcript hint to empty', () => {
    const sessionId = createOnboardingSessionId();
    expect(ZOnboardingMessageRequest.parse({ sessionId, message: '  hi  ' })).toEqual({ sessionId, message: 'hi', messages: [] });
    expect(ZOnboardingMessageRequest.safeParse({ sessionId, message: '   ' }).error?.issues[0]?.message).toBe('Please type a message');
  });
});
