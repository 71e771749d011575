import { projectStatusColour, projectStatusLabel, type TProjectBadgeColour } from '@agency/contracts';
import { Badge, type BadgeVariant } from '@agency/design-system/badge';

/** Part 2 §4: completed green, in_progress blue, testing yellow, anything else grey. */
const VARIANT: Record<TProjectBadgeColour, BadgeVariant> = { green: 'success', blue: 'default', yellow: 'warning', grey: 'outline' };

export function ProjectStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANT[projectStatusColour(status)]}>{projectStatusLabel(status)}</Badge>;
}
