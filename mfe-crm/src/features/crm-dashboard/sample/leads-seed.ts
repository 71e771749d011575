import type { SampleState } from './sample-state';

/** Sample leads, their notes and changes, and appointments. */
export function seedLeadSample(): Pick<SampleState, 'currentUserId' | 'leads' | 'notes' | 'changes' | 'timeline' | 'appointments'> {
  return { currentUserId: '00000000-0000-4000-8000-000000000001', leads: [], notes: [], changes: [], timeline: {}, appointments: [] };
}
