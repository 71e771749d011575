import { Migration } from '@mikro-orm/migrations';

/** Users, sessions and the shared rate-limit counters. */
export class Migration20250601000000_auth extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE "user" (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(btrim(email)) AND length(email) BETWEEN 3 AND 254),
        password_hash text,
        first_name text,
        last_name text,
        profile_image_url text,
        role text NOT NULL DEFAULT 'client' CONSTRAINT user_role_check CHECK (role IN ('client', 'admin')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE UNIQUE INDEX user_email_lower_unique ON "user" (lower(email))');
    this.addSql('CREATE INDEX user_created_at_index ON "user" (created_at DESC, id)');

    this.addSql(`
      CREATE TABLE session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL CONSTRAINT session_token_hash_unique UNIQUE,
        user_id uuid NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        ip_address text,
        user_agent text,
        CHECK (expires_at > created_at)
      )`);
    this.addSql('CREATE INDEX session_user_id_index ON session (user_id)');

    this.addSql(`
      CREATE TABLE rate_limit_counter (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
        PRIMARY KEY (key, window_start)
      )`);
    this.addSql('CREATE INDEX rate_limit_counter_window_start_index ON rate_limit_counter (window_start)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE rate_limit_counter');
    this.addSql('DROP TABLE session');
    this.addSql('DROP TABLE "user"');
  }
}
