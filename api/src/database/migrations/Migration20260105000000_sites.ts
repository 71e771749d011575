import { Migration } from '@mikro-orm/migrations';

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const json = (value: unknown) => `${text(JSON.stringify(value))}::jsonb`;

/** The categories and templates as they were when this was written (contracts/src/builder-options.ts); history. */
const CATEGORIES = [
  ['home-services', 'Home Services', 'wrench', 'Plumbers, electricians, builders and trades'],
  ['healthcare', 'Healthcare', 'stethoscope', 'Clinics, practices and health professionals'],
  ['restaurant-food', 'Restaurant & Food', 'utensils', 'Restaurants, cafés and caterers'],
  ['professional-services', 'Professional Services', 'briefcase', 'Lawyers, accountants and consultants'],
  ['retail-ecommerce', 'Retail & E-commerce', 'shopping-bag', 'Shops and online stores'],
  ['beauty-wellness', 'Beauty & Wellness', 'sparkles', 'Salons, spas and fitness studios'],
] as const;

const TEMPLATES = [
  {
    category: 'home-services',
    name: 'TradePro',
    description: 'Bold and dependable: a site for plumbers, electricians and builders that puts your phone number first.',
    features: ['Click-to-call phone number', 'Services grid', 'Business hours', 'Quote request form'],
    isPopular: true,
    data: { colorScheme: 'blue', tagline: 'Local trades you can trust', layout: 'split', sellingPoints: ['Licensed & Insured', 'Upfront Pricing', 'Fast Response Times'] },
  },
  {
    category: 'healthcare',
    name: 'CareClinic',
    description: 'Calm and clear: a site for medical and dental practices with hours and contact details up front.',
    features: ['Opening hours', 'Services list', 'Contact details', 'Accessible design'],
    isPopular: false,
    data: { colorScheme: 'medical', tagline: 'Caring for our community', layout: 'centered', sellingPoints: ['Experienced Practitioners', 'Modern Facilities', 'Patient-Centred Care'] },
  },
  {
    category: 'restaurant-food',
    name: 'Bistro',
    description: 'Warm and inviting: a site for restaurants and cafés that shows what you serve and when you are open.',
    features: ['Menu highlights', 'Opening hours', 'Location', 'Bookings enquiry'],
    isPopular: true,
    data: { colorScheme: 'warm', tagline: 'Good food, good company', layout: 'centered', sellingPoints: ['Fresh Local Ingredients', 'Friendly Service', 'Made From Scratch'] },
  },
  {
    category: 'professional-services',
    name: 'Counsel',
    description: 'Polished and professional: a site for law firms, accountants and consultants.',
    features: ['Practice areas', 'About the firm', 'Contact details', 'Enquiry form'],
    isPopular: false,
    data: { colorScheme: 'professional', tagline: 'Advice you can rely on', layout: 'split', sellingPoints: ['Experienced Advisors', 'Clear Fixed Fees', 'Confidential & Independent'] },
  },
  {
    category: 'retail-ecommerce',
    name: 'Storefront',
    description: 'Bright and friendly: a site for shops that brings people through the door.',
    features: ['Product ranges', 'Store hours', 'Location', 'Click & collect note'],
    isPopular: false,
    data: { colorScheme: 'yellow', tagline: 'Quality products, local service', layout: 'centered', sellingPoints: ['Great Range', 'Locally Owned', 'Easy Returns'] },
  },
  {
    category: 'beauty-wellness',
    name: 'Serenity',
    description: 'Elegant and relaxing: a site for salons, spas and fitness studios.',
    features: ['Treatments list', 'Opening hours', 'About the team', 'Booking enquiry'],
    isPopular: false,
    data: { colorScheme: 'elegant', tagline: 'Look good, feel great', layout: 'centered', sellingPoints: ['Qualified Therapists', 'Premium Products', 'Relaxing Space'] },
  },
];

/**
 * The website builder's data: template categories and templates (seeded), the sites clients build from them, each
 * site's published versions (rendered HTML, with its compressed copies) and its deployments. What is live is the
 * version site.live_version_id points at, so publishing again is one pointer switch in one transaction.
 */
export class Migration20260105000000_sites extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE website_template_category (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL CONSTRAINT website_template_category_slug_key UNIQUE,
        name text NOT NULL CONSTRAINT website_template_category_name_check CHECK (length(name) BETWEEN 1 AND 100),
        description text NOT NULL,
        icon text NOT NULL,
        sort_order integer NOT NULL DEFAULT 0
      )`);
    this.addSql(
      `INSERT INTO website_template_category (slug, name, icon, description, sort_order) VALUES ${CATEGORIES.map(
        ([slug, name, icon, description], index) => `(${text(slug)}, ${text(name)}, ${text(icon)}, ${text(description)}, ${index + 1})`,
      ).join(', ')}`,
    );

    this.addSql(`
      CREATE TABLE website_template (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        category_id uuid NOT NULL REFERENCES website_template_category (id),
        name text NOT NULL CONSTRAINT website_template_name_check CHECK (length(name) BETWEEN 1 AND 100),
        description text NOT NULL CONSTRAINT website_template_description_check CHECK (length(description) <= 1000),
        features jsonb NOT NULL DEFAULT '[]' CONSTRAINT website_template_features_check CHECK (jsonb_typeof(features) = 'array'),
        is_popular boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        template_data jsonb NOT NULL CONSTRAINT website_template_data_check
          CHECK (jsonb_typeof(template_data) = 'object' AND template_data ? 'colorScheme'),
        sort_order integer NOT NULL DEFAULT 0
      )`);
    this.addSql(
      `INSERT INTO website_template (category_id, name, description, features, is_popular, template_data, sort_order) VALUES ${TEMPLATES.map(
        (template, index) =>
          `((SELECT id FROM website_template_category WHERE slug = ${text(template.category)}), ${text(template.name)}, ${text(
            template.description,
          )}, ${json(template.features)}, ${template.isPopular}, ${json(template.data)}, ${index + 1})`,
      ).join(', ')}`,
    );

    // slug: the business name as lowercase letters and digits, unique; the site's address /sites/{slug}/.
    // domain: at most one site per domain, lower-cased, letters, digits, dots and hyphens.
    this.addSql(`
      CREATE TABLE site (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        template_id uuid NOT NULL REFERENCES website_template (id),
        business_info jsonb NOT NULL CONSTRAINT site_business_info_check
          CHECK (jsonb_typeof(business_info) = 'object' AND length(business_info::text) <= 20000),
        slug text NOT NULL CONSTRAINT site_slug_key UNIQUE CONSTRAINT site_slug_check CHECK (slug ~ '^[a-z0-9]{1,64}$'),
        domain text CONSTRAINT site_domain_key UNIQUE
          CONSTRAINT site_domain_check CHECK (length(domain) <= 253 AND domain ~ '^([a-z0-9]([a-z0-9-]*[a-z0-9])?\\.)+[a-z]{2,63}$'),
        domain_kind text CONSTRAINT site_domain_kind_check CHECK (domain_kind IN ('purchase', 'existing')),
        live_version_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT site_domain_kind_pair_check CHECK ((domain IS NULL) = (domain_kind IS NULL))
      )`);
    this.addSql('CREATE INDEX site_user_index ON site (user_id, created_at DESC, id DESC)');

    this.addSql(`
      CREATE TABLE site_version (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        site_id uuid NOT NULL REFERENCES site (id) ON DELETE CASCADE,
        version integer NOT NULL CONSTRAINT site_version_version_check CHECK (version >= 1),
        html text NOT NULL,
        html_br bytea NOT NULL,
        html_gzip bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT site_version_site_version_key UNIQUE (site_id, version),
        -- lets site point at one of its own versions only
        CONSTRAINT site_version_site_id_id_key UNIQUE (site_id, id)
      )`);
    this.addSql(
      'ALTER TABLE site ADD CONSTRAINT site_live_version_fkey FOREIGN KEY (id, live_version_id) REFERENCES site_version (site_id, id) DEFERRABLE INITIALLY DEFERRED',
    );

    this.addSql(`
      CREATE TABLE site_deployment (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        site_id uuid NOT NULL REFERENCES site (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'configuring'
          CONSTRAINT site_deployment_status_check CHECK (status IN ('configuring', 'deploying', 'live', 'failed')),
        message text,
        domain text,
        version integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        CONSTRAINT site_deployment_finished_check CHECK ((status IN ('live', 'failed')) = (finished_at IS NOT NULL))
      )`);
    // One deployment at a time per site.
    this.addSql(
      "CREATE UNIQUE INDEX site_deployment_active_key ON site_deployment (site_id) WHERE status IN ('configuring', 'deploying')",
    );
    this.addSql('CREATE INDEX site_deployment_site_index ON site_deployment (site_id, created_at DESC)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE site_deployment');
    this.addSql('ALTER TABLE site DROP CONSTRAINT site_live_version_fkey');
    this.addSql('DROP TABLE site_version');
    this.addSql('DROP TABLE site');
    this.addSql('DROP TABLE website_template');
    this.addSql('DROP TABLE website_template_category');
  }
}
