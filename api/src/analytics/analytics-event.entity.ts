import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { TAnalyticsProps } from '@agency/contracts';

/** One tracked action. There is no user, session or address column: events cannot be tied to a person. */
@Entity({ tableName: 'analytics_event' })
export class AnalyticsEvent {
  [OptionalProps]?: 'props' | 'receivedAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  path!: string;

  @Property({ type: 'json' })
  props: TAnalyticsProps = {};

  /** The browser's clock, as reported; receivedAt is ours. */
  @Property({ type: 'datetime' })
  occurredAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  receivedAt: Date = new Date();
}
