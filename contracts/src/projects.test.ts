import { PROJECT_PHASES, projectProgressPercent, projectStatusColour } from './projects-options';
import { ZCreateProjectRequest, ZUpdateProjectRequest } from './projects';

describe('project options and request rules', () => {
  it('derives progress as (position + 1) / 5 × 100 and colours badges as part 2 §4 says', () => {
    expect(PROJECT_PHASES.map(projectProgressPercent)).toEqual([20, 40, 60, 80, 100]);
    expect(projectProgressPercent('unknown')).toBe(0);
    expect(['completed', 'in_progress', 'testing', 'requested', 'on_hold', 'whatever'].map(projectStatusColour)).toEqual([
      'green',
      'blue',
      'yellow',
      'grey',
      'grey',
      'grey',
    ]);
  });

  it('requires title, description and service type, defaults priority to medium and drops status and phase', () => {
    const parsed = ZCreateProjectRequest.parse({
      title: ' Site ',
      description: 'A new site',
      serviceInterest: 'Content Creation',
      budget: '',
      status: 'completed',
      phase: 'support',
    });
    expect(parsed).toEqual({ title: 'Site', description: 'A new site', serviceInterest: 'Content Creation', budget: undefined, timeline: undefined, priority: 'medium' });
    const missing = ZCreateProjectRequest.safeParse({ title: '', description: '', serviceInterest: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['title', 'description', 'serviceInterest']);
    expect(ZUpdateProjectRequest.safeParse({}).success).toBe(false);
    expect(ZUpdateProjectRequest.parse({ budget: null })).toEqual({ budget: null });
  });
});
