import { Migration } from '@mikro-orm/migrations';

/** First-party analytics events: no cookies, no user or address columns by design. */
export class Migration20250615000200_analytics extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE analytics_event (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
        path text NOT NULL CHECK (length(path) BETWEEN 1 AND 500),
        props jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(props) = 'object'),
        occurred_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX analytics_event_name_occurred_at_index ON analytics_event (name, occurred_at)');
    // Append-only and time-ordered: a BRIN index covers time-range reports at a fraction of a btree's size.
    this.addSql('CREATE INDEX analytics_event_received_at_index ON analytics_event USING brin (received_at)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE analytics_event');
  }
}
