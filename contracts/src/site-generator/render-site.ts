import { DEFAULT_BUSINESS_HOURS } from '../builder-options';
import { formatCount } from '../field-rules';
import { SITE_ENQUIRY_LIMITS, SITE_ENQUIRY_MESSAGES } from '../site-enquiry-options';
import { schemeColors } from './color-schemes';
import { escapeHtml } from './escape';

/**
 * The one site generator (issue 11): the builder's preview shows its output in an iframe and the API publishes the
 * same string, so what the visitor approves is what goes live. Pure string work, no DOM and no dependencies, so it
 * runs in the browser and in Node alike. The page needs no script and no image: a few KB of HTML with inline CSS.
 */

/** What the generator reads of a template; the API's and the browser's template objects both fit. */
export interface SiteTemplateInput {
  name: string;
  templateData?: {
    colorScheme?: string | null;
    tagline?: string | null;
    sellingPoints?: readonly string[] | null;
    layout?: string | null;
  } | null;
}

/** Business info as stored (part 2 §3); anything missing is rendered with the spec's placeholders. */
export interface SiteBusinessInfoInput {
  businessName?: string | null;
  businessType?: string | null;
  description?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  hours?: string | null;
  website?: string | null;
  services?: readonly string[] | null;
  aboutUs?: string | null;
  targetAudience?: string | null;
  businessHours?: string | null;
  yearEstablished?: string | null;
}

export interface RenderSiteOptions {
  /** The site's public address ('https://joesplumbing.co.nz/'), used for the canonical link and og:url. */
  address: string;
  /**
   * The builder's preview: what the owner has not given yet is shown as a marked sample (Service 1-3, the placeholder
   * hours) that the published page leaves out, and the quote form is shown disabled (it works once published).
   */
  preview?: boolean;
}

/** The quote form's fields, as the page posts them (the honeypot aside). */
export type QuoteFormField = 'name' | 'email' | 'phone' | 'service' | 'message';

/** What the visitor typed and what was wrong with it, when the form is shown again. */
export interface QuoteFormState {
  values?: Partial<Record<QuoteFormField, string>>;
  errors?: Partial<Record<QuoteFormField, string>>;
  /** A message about the whole form (too many requests). */
  notice?: string;
}

export interface RenderedSite {
  html: string;
}

const MAX_SERVICES_SHOWN = 3;
const DESCRIPTION_META_MAX = 160;
const SAMPLE_SERVICES = ['Service 1', 'Service 2', 'Service 3'];
/** Where the form sends the visitor after a stored request: the page itself, its thank-you note shown by :target. */
export const QUOTE_SENT_ANCHOR = 'quote-sent';
const QUOTE_FIELD_LABELS: Record<QuoteFormField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone (optional)',
  service: 'Service',
  message: 'Message',
};

function text(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** Meta description: one line, cut at a word near 160 characters. */
function metaDescription(description: string): string {
  const line = description.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_META_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_META_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80)).trimEnd()}…`;
}

/** Multi-line text (hours) keeps its lines. */
function lines(value: string): string {
  return value
    .split(/\r?\n/)
    .map((line) => escapeHtml(line.trim()))
    .filter(Boolean)
    .join('<br>');
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function isAbsoluteUrl(address: string): boolean {
  return /^https?:\/\/[^\s"'<>]+$/.test(address);
}

function styles(colorScheme: string | null | undefined, layout: string | null | undefined): string {
  const c = schemeColors(colorScheme);
  const heroAlign = layout === 'split' ? 'left' : 'center';
  return [
    '*,*::before,*::after{box-sizing:border-box}',
    'html{-webkit-text-size-adjust:100%}',
    "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.6;color:#1f2937;background:#fff}",
    `a{color:${c.accent}}`,
    'a:focus-visible,button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}',
    '.wrap{max-width:64rem;margin:0 auto;padding:0 1.25rem}',
    '.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem}',
    '.skip:focus{left:1rem}',
    '.top{border-bottom:1px solid #e5e7eb}',
    '.top .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem;padding-top:.75rem;padding-bottom:.75rem}',
    `.brand{font-weight:700;font-size:1.125rem;color:${c.accent};text-decoration:none}`,
    '.top ul{display:flex;gap:1rem;list-style:none;margin:0;padding:0}',
    '.top li a{display:inline-block;padding:.5rem .25rem;color:#1f2937;text-decoration:none}',
    `.hero{background:linear-gradient(135deg,${c.from},${c.to});color:${c.onHero};padding:4rem 0;text-align:${heroAlign}}`,
    `.hero a{color:${c.onHero}}`,
    '.hero h1{font-size:clamp(2rem,6vw,3rem);line-height:1.15;margin:.25rem 0 1rem}',
    '.tagline{text-transform:uppercase;letter-spacing:.08em;font-size:.875rem;margin:0}',
    '.lead{font-size:1.125rem;max-width:40rem;margin:0 0 1.5rem}',
    `.hero .lead{${heroAlign === 'center' ? 'margin-left:auto;margin-right:auto' : ''}}`,
    `.contact-line{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;list-style:none;padding:0;margin:0;justify-content:${heroAlign === 'center' ? 'center' : 'flex-start'}}`,
    '.contact-line a{display:inline-block;padding:.25rem 0}',
    'section{padding:3rem 0}',
    `h2{font-size:1.75rem;margin:0 0 1.25rem;color:${c.accent}}`,
    '.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:1rem;list-style:none;padding:0;margin:0}',
    `.cards li{background:${c.soft};border-radius:.75rem;padding:1.25rem}`,
    '.cards h3{margin:0 0 .25rem;font-size:1.125rem}',
    '.cards p{margin:0}',
    `.alt{background:${c.soft}}`,
    '.about{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:1.5rem}',
    'dl{margin:0}dt{font-weight:700}dd{margin:0 0 .75rem}',
    '.points{padding-left:1.25rem;margin:0}',
    '.contact{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:1.5rem}',
    'fieldset{border:1px solid #d1d5db;border-radius:.75rem;padding:1rem 1.25rem;margin:0}',
    'legend{font-weight:700;padding:0 .25rem}',
    'label{display:block;margin:.5rem 0 .25rem;font-weight:600}',
    'input,textarea,select{width:100%;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.375rem;background:#f9fafb;color:#1f2937}',
    '[aria-invalid=true]{border:2px solid #b91c1c}',
    '.error{color:#b91c1c;font-weight:600;margin:.25rem 0 0}',
    '.errors{border:2px solid #b91c1c;border-radius:.75rem;padding:1rem 1.25rem;margin:0 0 1.5rem}',
    '.errors h2{color:#b91c1c;font-size:1.25rem;margin:0 0 .5rem}',
    '.errors a{color:#b91c1c}',
    '.hp{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}',
    '.sent{display:none;border:2px solid #15803d;border-radius:.75rem;padding:1rem 1.25rem}',
    '.sent h3{margin:0 0 .25rem;color:#15803d}',
    '.sent:target{display:block}',
    '.sent:target+form{display:none}',
    `.sample{display:inline-block;margin:.25rem 0 0;padding:0 .5rem;border:1px dashed #4b5563;border-radius:.375rem;font-size:.875rem;color:#374151;background:#fff}`,
    '.single{max-width:40rem;padding:2rem 1.25rem 3rem}',
    '.single h1{font-size:2rem;margin:0 0 1rem}',
    `button{margin-top:1rem;font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:.375rem;background:${c.accent};color:#fff;min-height:44px}`,
    'button:disabled{opacity:.75;cursor:not-allowed}',
    '.note{font-size:.875rem;color:#4b5563;margin:.5rem 0 0}',
    'footer{border-top:1px solid #e5e7eb;padding:1.5rem 0;font-size:.875rem;color:#4b5563}',
  ].join('');
}

/** What every page of a site reads from the business info: only what the owner wrote or chose. */
function siteFacts(businessInfo: SiteBusinessInfoInput) {
  const name = text(businessInfo.businessName) || 'Your Business';
  return {
    name,
    // Template text (tagline, selling points) is never printed: it would be claims the owner did not make.
    tagline: text(businessInfo.businessType),
    description: text(businessInfo.description),
    phone: text(businessInfo.phone),
    email: text(businessInfo.email),
    address: text(businessInfo.address),
    hours: text(businessInfo.businessHours) || text(businessInfo.hours),
    year: text(businessInfo.yearEstablished),
    about: text(businessInfo.aboutUs) || text(businessInfo.description),
    services: (businessInfo.services ?? []).map(text).filter(Boolean),
  };
}

function documentHead(title: string, description: string, data: NonNullable<SiteTemplateInput['templateData']>, extra: string): string {
  const e = escapeHtml;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(title)}</title>`,
    // No favicon file exists: an empty data URL stops the browser asking for one (a 404 in the console otherwise).
    '<link rel="icon" href="data:,">',
    `<meta name="description" content="${e(description)}">`,
    extra,
    `<meta name="theme-color" content="${schemeColors(data.colorScheme).from}">`,
    `<style>${styles(data.colorScheme, data.layout)}</style>`,
  ].join('');
}

function fieldControl(field: QuoteFormField, state: QuoteFormState, services: readonly string[]): string {
  const e = escapeHtml;
  const id = `quote-${field}`;
  const value = state.values?.[field] ?? '';
  const error = state.errors?.[field];
  // The message's limit is said before it bites, in a hint read with the field: the page runs no script to count, and
  // a maxlength would cut a longer paste silently, so the server refuses it instead, with the text kept.
  const hint = field === 'message' ? `<p class="note" id="${id}-hint">Up to ${formatCount(SITE_ENQUIRY_LIMITS.message)} characters.</p>` : '';
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const invalid = `${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}`;
  const required = field === 'name' || field === 'email' || field === 'message';
  const label = `<label for="${id}">${QUOTE_FIELD_LABELS[field]}${required ? ' <span aria-hidden="true">*</span>' : ''}</label>`;
  const needed = required ? ' required' : '';
  let control: string;
  if (field === 'message') {
    control = `${hint}<textarea id="${id}" name="message" rows="4"${needed}${invalid}>${e(value)}</textarea>`;
  } else if (field === 'service') {
    const options = value && !services.includes(value) ? [...services, value] : services;
    control = `<select id="${id}" name="service"${invalid}><option value="">No particular service</option>${options
      .map((service) => `<option${service === value ? ' selected' : ''}>${e(service)}</option>`)
      .join('')}</select>`;
  } else {
    const attributes = {
      name: 'autocomplete="name"',
      email: 'type="email" autocomplete="email"',
      phone: 'type="tel" autocomplete="tel"',
    }[field];
    control = `<input id="${id}" name="${field}" ${attributes} maxlength="${SITE_ENQUIRY_LIMITS[field]}"${needed}${invalid}${value ? ` value="${e(value)}"` : ''}>`;
  }
  return `${label}${control}${error ? `<p class="error" id="${id}-error">${e(error)}</p>` : ''}`;
}

/**
 * The 'Request a quote' form: a plain HTML form posting to the page's own address (relative, so it works at
 * /sites/{slug}/ and on the site's own domain), no script. `company_website` is the honeypot: hidden from sight and
 * from the tab order, its label tells anyone who does reach it to leave it empty; the server drops what fills it.
 */
function quoteForm(name: string, services: readonly string[], state: QuoteFormState, preview: boolean): string {
  const e = escapeHtml;
  const fields: QuoteFormField[] = services.length > 0 ? ['name', 'email', 'phone', 'service', 'message'] : ['name', 'email', 'phone', 'message'];
  return [
    `<form id="quote" method="post" action="./" aria-labelledby="quote-title">`,
    `<fieldset${preview ? ' disabled' : ''}>`,
    '<legend id="quote-title">Request a quote</legend>',
    state.notice ? `<p class="error">${e(state.notice)}</p>` : '',
    '<p class="note">Fields marked * are required.</p>',
    ...fields.map((field) => fieldControl(field, state, services)),
    '<div class="hp"><label for="quote-company-website">Leave this field empty (it catches spam robots)</label>',
    '<input id="quote-company-website" name="company_website" tabindex="-1" autocomplete="off"></div>',
    '<button type="submit">Request Quote</button>',
    '</fieldset>',
    preview
      ? '<p class="note">The form works on your published site: requests reach you by e-mail and in your dashboard.</p>'
      : `<p class="note">Your details go to ${e(name)} only, to answer your request.</p>`,
    '</form>',
  ].join('');
}

/** One complete, self-contained HTML document for the business, in the template's colours. */
export function renderSite(
  template: SiteTemplateInput,
  businessInfo: SiteBusinessInfoInput,
  options: RenderSiteOptions,
): RenderedSite {
  const data = template.templateData ?? {};
  const preview = options.preview === true;
  const { name, tagline, description, phone, email, address, year, about, services: allServices, ...facts } = siteFacts(businessInfo);
  // The builder's preview fills what is missing with marked samples; the published page leaves it out.
  const hours = facts.hours || (preview ? DEFAULT_BUSINESS_HOURS : '');
  const hoursSample = !facts.hours && preview;
  const givenServices = allServices.slice(0, MAX_SERVICES_SHOWN);
  const services = givenServices.length > 0 ? givenServices : preview ? SAMPLE_SERVICES : [];
  const servicesSample = givenServices.length === 0 && preview;
  const title = tagline ? `${name} | ${tagline}` : name;
  const metaText = metaDescription(description || name);
  const siteAddress = text(options.address);
  const absolute = isAbsoluteUrl(siteAddress);

  const e = escapeHtml;
  const sample = (what: string) => `<p class="sample">Sample: ${what} in the builder. It is not published.</p>`;
  const contactItems = [
    phone ? `<li>Phone: <a href="${e(telHref(phone))}">${e(phone)}</a></li>` : '',
    email ? `<li>Email: <a href="mailto:${e(email)}">${e(email)}</a></li>` : '',
    address ? `<li>Address: ${e(address)}</li>` : '',
  ].join('');
  const hoursText = hours ? `${lines(hours)}${hoursSample ? sample('add your business hours') : ''}` : '';

  const head = documentHead(
    title,
    metaText,
    data,
    [
      absolute ? `<link rel="canonical" href="${e(siteAddress)}">` : '',
      '<meta property="og:type" content="website">',
      `<meta property="og:title" content="${e(title)}">`,
      `<meta property="og:description" content="${e(metaText)}">`,
      `<meta property="og:site_name" content="${e(name)}">`,
      '<meta property="og:locale" content="en_NZ">',
      absolute ? `<meta property="og:url" content="${e(siteAddress)}">` : '',
    ].join(''),
  );

  const navItems = [services.length > 0 ? '<li><a href="#services">Services</a></li>' : '', '<li><a href="#about">About</a></li>', '<li><a href="#contact">Contact</a></li>'];
  const aboutFacts = `${hours ? `<dt>Business hours</dt><dd>${hoursText}</dd>` : ''}${year ? `<dt>Established</dt><dd>${e(year)}</dd>` : ''}`;
  const body = [
    '<a class="skip" href="#main">Skip to content</a>',
    // Named landmarks: in the builder's preview this page sits in a frame beside the agency's own banner, navigation,
    // main and footer, and a screen reader's landmark list must tell the two apart.
    `<header class="top" aria-label="${e(name)}"><div class="wrap">`,
    `<a class="brand" href="#top">${e(name)}</a>`,
    `<nav aria-label="${e(name)} sections"><ul>${navItems.join('')}</ul></nav>`,
    '</div></header>',
    '<main id="main" aria-labelledby="hero-title">',
    '<section class="hero" id="top" aria-labelledby="hero-title"><div class="wrap">',
    tagline ? `<p class="tagline">${e(tagline)}</p>` : '',
    `<h1 id="hero-title">${e(name)}</h1>`,
    description ? `<p class="lead">${e(description)}</p>` : '',
    contactItems ? `<ul class="contact-line">${contactItems}</ul>` : '',
    '</div></section>',
    services.length > 0
      ? [
          '<section id="services" aria-labelledby="services-title"><div class="wrap">',
          '<h2 id="services-title">Our Services</h2>',
          // Only the names the owner chose: a line about each would be words the owner never wrote.
          `<ul class="cards">${services
            .map((service) => `<li><h3>${e(service)}</h3>${servicesSample ? sample('choose your services') : ''}</li>`)
            .join('')}</ul>`,
          '</div></section>',
        ].join('')
      : '',
    '<section id="about" class="alt" aria-labelledby="about-title"><div class="wrap">',
    '<h2 id="about-title">About Us</h2>',
    '<div class="about">',
    about ? `<div><p>${e(about)}</p></div>` : '',
    aboutFacts ? `<dl>${aboutFacts}</dl>` : '',
    '</div></div></section>',
    '<section id="contact" aria-labelledby="contact-title"><div class="wrap">',
    '<h2 id="contact-title">Contact Us</h2>',
    '<div class="contact">',
    `<div>${contactItems ? `<ul class="points">${contactItems}</ul>` : ''}${hours ? `<p><strong>Hours:</strong><br>${hoursText}</p>` : ''}</div>`,
    '<div>',
    // Shown only when the address ends in #quote-sent: where the server sends the visitor after a stored request.
    `<div class="sent" id="${QUOTE_SENT_ANCHOR}" tabindex="-1"><h3>Thank you!</h3><p>Your request has been sent to ${e(name)}. They will reply to the e-mail address you gave.</p><p><a href="#quote">Send another request</a></p></div>`,
    quoteForm(name, allServices, {}, preview),
    '</div>',
    '</div></div></section>',
    '</main>',
    `<footer aria-label="${e(name)} footer"><div class="wrap">© ${e(name)}</div></footer>`,
  ].join('');

  return { html: `<!doctype html><html lang="en-NZ"><head>${head}</head><body>${body}</body></html>` };
}

/**
 * The quote form again, on a page of its own in the site's colours, when the server could not take a request: the
 * visitor's input kept, each problem listed at the top (linked to its field) and said beside the field, or a notice
 * for the whole form (too many requests). Served as the answer to the POST, so it has no address of its own; its links
 * are relative to the site's page. No script, like the site.
 */
export function renderQuoteFormPage(template: SiteTemplateInput, businessInfo: SiteBusinessInfoInput, state: QuoteFormState): RenderedSite {
  const data = template.templateData ?? {};
  const { name, services } = siteFacts(businessInfo);
  const e = escapeHtml;
  const problems = (Object.keys(QUOTE_FIELD_LABELS) as QuoteFormField[]).filter((field) => state.errors?.[field]);
  const title = `Request a quote | ${name}`;
  const head = documentHead(title, `Request a quote from ${name}.`, data, '<meta name="robots" content="noindex">');
  const body = [
    '<a class="skip" href="#main">Skip to content</a>',
    `<header class="top" aria-label="${e(name)}"><div class="wrap">`,
    `<a class="brand" href="./">${e(name)}</a>`,
    `<nav aria-label="${e(name)} sections"><ul><li><a href="./">Back to ${e(name)}</a></li></ul></nav>`,
    '</div></header>',
    '<main id="main" class="wrap single" aria-labelledby="page-title">',
    '<h1 id="page-title">Request a quote</h1>',
    problems.length > 0
      ? `<div class="errors"><h2 id="errors-title">Your request was not sent</h2><p>${SITE_ENQUIRY_MESSAGES.invalid}</p><ul>${problems
          .map((field) => `<li><a href="#quote-${field}">${QUOTE_FIELD_LABELS[field]}: ${e(state.errors?.[field] ?? '')}</a></li>`)
          .join('')}</ul></div>`
      : '',
    quoteForm(name, services, state, false),
    '</main>',
    `<footer aria-label="${e(name)} footer"><div class="wrap">© ${e(name)}</div></footer>`,
  ].join('');
  return { html: `<!doctype html><html lang="en-NZ"><head>${head}</head><body>${body}</body></html>` };
}
