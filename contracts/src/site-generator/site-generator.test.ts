import { ZBusinessInfo } from '../sites';
import { SCHEME_COLORS, schemeColors } from './color-schemes';
import { renderSite } from './render-site';
import { renderTemplatePreviewSvg } from './render-template-preview';
import { previewAddress, siteSlugFor } from './site-address';

const template = {
  name: 'Trade Pro',
  templateData: { colorScheme: 'warm', tagline: 'Trusted local trades', sellingPoints: ['Fast', 'Fair', 'Friendly'], layout: 'split' },
};
const info = ZBusinessInfo.parse({
  businessName: "Joe's Plumbing",
  businessType: 'Plumbing Services',
  description: 'Fixing leaks across Auckland since 1999.',
  phone: '021 123 4567',
  email: 'joe@example.co.nz',
  address: '1 Queen Street, Auckland',
  hours: 'Mon-Fri 8AM-6PM\nSat 9AM-1PM',
  services: ['Leak Detection', 'Drain Cleaning', 'Gas Fitting', 'Bathroom Renovations'],
});
const address = 'https://joesplumbing.co.nz/';

describe('site generator', () => {
  it('renders one complete document with title, description, Open Graph tags and the NZ language', () => {
    const { html } = renderSite(template, info, { address });
    expect(html.startsWith('<!doctype html><html lang="en-NZ">')).toBe(true);
    expect(html).toContain('<title>Joe&#39;s Plumbing | Plumbing Services</title>');
    expect(html).toContain('<meta name="description" content="Fixing leaks across Auckland since 1999.">');
    expect(html).toContain('<meta property="og:title" content="Joe&#39;s Plumbing | Plumbing Services">');
    expect(html).toContain('<meta property="og:url" content="https://joesplumbing.co.nz/">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toContain('<script');
  });

  it('shows the hero, the first three services, About Us with hours and selling points, and a disabled quote form', () => {
    const { html } = renderSite(template, info, { address });
    expect(html).toContain('<h1 id="hero-title">Joe&#39;s Plumbing</h1>');
    expect(html).toContain('<a href="tel:0211234567">021 123 4567</a>');
    expect(html).toContain('<a href="mailto:joe@example.co.nz">joe@example.co.nz</a>');
    expect(html).toContain('<h3>Leak Detection</h3>');
    expect(html).toContain('<h3>Gas Fitting</h3>');
    expect(html).not.toContain('Bathroom Renovations');
    expect(html).toContain('<h2 id="about-title">About Us</h2>');
    expect(html).toContain('Mon-Fri 8AM-6PM<br>Sat 9AM-1PM');
    expect(html).toContain('<li>Fast</li><li>Fair</li><li>Friendly</li>');
    expect(html).toContain('<fieldset disabled>');
    expect(html).toContain('<button type="submit">Request Quote</button>');
    expect(html).toContain(`linear-gradient(135deg,${SCHEME_COLORS.warm.from},${SCHEME_COLORS.warm.to})`);
  });

  it('uses the placeholders when the business gave no services or hours, and blue for an unknown scheme', () => {
    const { html } = renderSite(
      { name: 'Plain', templateData: { colorScheme: 'neon' } },
      { businessName: 'Plain Co', description: 'Plain.', yearEstablished: '2015' },
      { address: '/sites/plainco/' },
    );
    expect(html).toContain('<h3>Service 1</h3>');
    expect(html).toContain('<h3>Service 3</h3>');
    expect(html).toContain('Mon-Fri 9AM-5PM');
    expect(html).toContain('<dt>Established</dt><dd>2015</dd>');
    expect(html).toContain(SCHEME_COLORS.blue.from);
    // A relative address is no URL for og:url or canonical.
    expect(html).not.toContain('og:url');
    expect(schemeColors(undefined)).toBe(SCHEME_COLORS.blue);
  });

  it('escapes every business text, so markup typed into the wizard is shown, never run', () => {
    const hostile = '<script>alert("x")</script>';
    const { html } = renderSite(
      template,
      {
        businessName: `${hostile} & Co`,
        description: `"><img src=x onerror=alert(1)>`,
        phone: '"><b>',
        email: `a@b.co"onmouseover="x`,
        address: hostile,
        services: [hostile],
        aboutUs: hostile,
        hours: hostile,
        businessType: hostile,
      },
      { address: 'https://x.co/"><script>' },
    );
    expect(html).not.toMatch(/<script|<img|<b>|onmouseover="/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(html).not.toContain('og:url');
  });

  it('draws a preview picture from the template: its colours, its layout and its name, escaped', () => {
    const svg = renderTemplatePreviewSvg({ name: 'A & B <Studio>', templateData: { colorScheme: 'elegant', layout: 'centered' } });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`stop-color="${SCHEME_COLORS.elegant.from}"`);
    expect(svg).toContain('text-anchor="middle"');
    expect(svg).toContain('A &amp; B &lt;Studio&gt;');
    expect(renderTemplatePreviewSvg(template)).toContain('text-anchor="start"');
  });

  it('derives the slug and the preview address from the business name', () => {
    expect(siteSlugFor("Joe's Plumbing Ltd.")).toBe('joesplumbingltd');
    expect(siteSlugFor('!!!')).toBe('mysite');
    expect(previewAddress("Joe's Plumbing")).toBe('https://joesplumbing.sites.agency.nz/');
  });
});
