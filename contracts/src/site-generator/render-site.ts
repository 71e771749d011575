import { DEFAULT_BUSINESS_HOURS, DEFAULT_SELLING_POINTS } from '../builder-options';
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
}

export interface RenderedSite {
  html: string;
}

const MAX_SERVICES_SHOWN = 3;
const DESCRIPTION_META_MAX = 160;

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
    'input,textarea{width:100%;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.375rem;background:#f9fafb;color:#374151}',
    `button{margin-top:1rem;font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:.375rem;background:${c.accent};color:#fff;min-height:44px}`,
    'button:disabled{opacity:.75;cursor:not-allowed}',
    '.note{font-size:.875rem;color:#4b5563;margin:.5rem 0 0}',
    'footer{border-top:1px solid #e5e7eb;padding:1.5rem 0;font-size:.875rem;color:#4b5563}',
  ].join('');
}

/** One complete, self-contained HTML document for the business, in the template's colours. */
export function renderSite(
  template: SiteTemplateInput,
  businessInfo: SiteBusinessInfoInput,
  options: RenderSiteOptions,
): RenderedSite {
  const data = template.templateData ?? {};
  const name = text(businessInfo.businessName) || 'Your Business';
  const description = text(businessInfo.description) || text(data.tagline) || `Welcome to ${name}.`;
  const phone = text(businessInfo.phone);
  const email = text(businessInfo.email);
  const address = text(businessInfo.address);
  const hours = text(businessInfo.businessHours) || text(businessInfo.hours) || DEFAULT_BUSINESS_HOURS;
  const year = text(businessInfo.yearEstablished);
  const about = text(businessInfo.aboutUs) || description;
  const tagline = text(businessInfo.businessType) || text(data.tagline);
  const given = (businessInfo.services ?? []).map(text).filter(Boolean).slice(0, MAX_SERVICES_SHOWN);
  const services = given.length > 0 ? given : ['Service 1', 'Service 2', 'Service 3'];
  const templatePoints = (data.sellingPoints ?? []).map(text).filter(Boolean);
  const points = (templatePoints.length >= 3 ? templatePoints : [...DEFAULT_SELLING_POINTS]).slice(0, 3);
  const title = tagline ? `${name} | ${tagline}` : name;
  const metaText = metaDescription(description);
  const siteAddress = text(options.address);
  const absolute = isAbsoluteUrl(siteAddress);

  const e = escapeHtml;
  const contactItems = [
    phone ? `<li>Phone: <a href="${e(telHref(phone))}">${e(phone)}</a></li>` : '',
    email ? `<li>Email: <a href="mailto:${e(email)}">${e(email)}</a></li>` : '',
    address ? `<li>Address: ${e(address)}</li>` : '',
  ].join('');

  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(title)}</title>`,
    // No favicon file exists: an empty data URL stops the browser asking for one (a 404 in the console otherwise).
    '<link rel="icon" href="data:,">',
    `<meta name="description" content="${e(metaText)}">`,
    absolute ? `<link rel="canonical" href="${e(siteAddress)}">` : '',
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(metaText)}">`,
    `<meta property="og:site_name" content="${e(name)}">`,
    '<meta property="og:locale" content="en_NZ">',
    absolute ? `<meta property="og:url" content="${e(siteAddress)}">` : '',
    `<meta name="theme-color" content="${schemeColors(data.colorScheme).from}">`,
    `<style>${styles(data.colorScheme, data.layout)}</style>`,
  ].join('');

  const body = [
    '<a class="skip" href="#main">Skip to content</a>',
    // Named landmarks: in the builder's preview this page sits in a frame beside the agency's own banner, navigation,
    // main and footer, and a screen reader's landmark list must tell the two apart.
    `<header class="top" aria-label="${e(name)}"><div class="wrap">`,
    `<a class="brand" href="#top">${e(name)}</a>`,
    `<nav aria-label="${e(name)} sections"><ul><li><a href="#services">Services</a></li><li><a href="#about">About</a></li><li><a href="#contact">Contact</a></li></ul></nav>`,
    '</div></header>',
    '<main id="main" aria-labelledby="hero-title">',
    '<section class="hero" id="top" aria-labelledby="hero-title"><div class="wrap">',
    tagline ? `<p class="tagline">${e(tagline)}</p>` : '',
    `<h1 id="hero-title">${e(name)}</h1>`,
    `<p class="lead">${e(description)}</p>`,
    contactItems ? `<ul class="contact-line">${contactItems}</ul>` : '',
    '</div></section>',
    '<section id="services" aria-labelledby="services-title"><div class="wrap">',
    '<h2 id="services-title">Our Services</h2>',
    `<ul class="cards">${services
      .map((service) => `<li><h3>${e(service)}</h3><p>Ask ${e(name)} about ${e(service.toLowerCase())}.</p></li>`)
      .join('')}</ul>`,
    '</div></section>',
    '<section id="about" class="alt" aria-labelledby="about-title"><div class="wrap">',
    '<h2 id="about-title">About Us</h2>',
    '<div class="about">',
    `<div><p>${e(about)}</p><ul class="points">${points.map((point) => `<li>${e(point)}</li>`).join('')}</ul></div>`,
    `<dl><dt>Business hours</dt><dd>${lines(hours)}</dd>${year ? `<dt>Established</dt><dd>${e(year)}</dd>` : ''}</dl>`,
    '</div></div></section>',
    '<section id="contact" aria-labelledby="contact-title"><div class="wrap">',
    '<h2 id="contact-title">Contact Us</h2>',
    '<div class="contact">',
    `<div>${contactItems ? `<ul class="points">${contactItems}</ul>` : ''}<p><strong>Hours:</strong><br>${lines(hours)}</p></div>`,
    '<form aria-labelledby="quote-title">',
    '<fieldset disabled>',
    '<legend id="quote-title">Request a quote</legend>',
    '<label for="quote-name">Name</label><input id="quote-name" name="name" autocomplete="name">',
    '<label for="quote-email">Email</label><input id="quote-email" name="email" type="email" autocomplete="email">',
    '<label for="quote-message">Message</label><textarea id="quote-message" name="message" rows="3"></textarea>',
    '<button type="submit">Request Quote</button>',
    '</fieldset>',
    `<p class="note">Online quotes are coming soon. Please call or e-mail us in the meantime.</p>`,
    '</form>',
    '</div></div></section>',
    '</main>',
    `<footer aria-label="${e(name)} footer"><div class="wrap">© ${e(name)}</div></footer>`,
  ].join('');

  return { html: `<!doctype html><html lang="en-NZ"><head>${head}</head><body>${body}</body></html>` };
}
