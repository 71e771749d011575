import { Entity, OptionalProps, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { LEAD_SOURCES, LEAD_STATUSES, type TLeadSource, type TLeadStatus } from '@agency/contracts';

/**
 * A prospective client who wrote to the agency. The visitor's IP address is deliberately not kept:
 * it is only needed for rate limiting, which has its own short-lived counters.
 */
@Entity({ tableName: 'lead' })
export class Lead {
  [OptionalProps]?: 'status' | 'source' | 'phone' | 'company' | 'serviceInterest' | 'estimatedValue' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'text' })
  firstName!: string;

  @Property({ type: 'text' })
  lastName!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  @Property({ type: 'text', nullable: true })
  company: string | null = null;

  @Property({ type: 'text', nullable: true })
  serviceInterest: string | null = null;

  @Property({ type: 'text' })
  message!: string;

  @Enum({ items: () => [...LEAD_STATUSES], type: 'text', default: 'new' })
  status: TLeadStatus = 'new';

  @Enum({ items: () => [...LEAD_SOURCES], type: 'text', default: 'contact_form' })
  source: TLeadSource = 'contact_form';

  /** numeric(12,2) arrives from pg as text, so exact cents survive; converted to a number at the edge. */
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  estimatedValue: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
