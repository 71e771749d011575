import { ZBusinessInfo } from '../sites';
import { SCHEME_COLORS, schemeColors } from './color-schemes';
import { renderQuoteFormPage, renderSite } from './render-site';
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

  it('shows the hero, the first three services by name only, About Us with the hours, and no template text', () => {
    const { html } = renderSite(template, info, { address });
    expect(html).toContain('<h1 id="hero-title">Joe&#39;s Plumbing</h1>');
    expect(html).toContain('<a href="tel:0211234567">021 123 4567</a>');
    expect(html).toContain('<a href="mailto:joe@example.co.nz">joe@example.co.nz</a>');
    expect(html).toContain('<li><h3>Leak Detection</h3></li>');
    expect(html).toContain('<h3>Gas Fitting</h3>');
    expect(html).not.toContain('<h3>Bathroom Renovations</h3>');
    expect(html).toContain('<h2 id="about-title">About Us</h2>');
    expect(html).toContain('Mon-Fri 8AM-6PM<br>Sat 9AM-1PM');
    // Words the owner never wrote: the template's tagline and selling points, a filler line per service.
    expect(html).not.toMatch(/Trusted local trades|<li>Fast<\/li>|Ask Joe/);
    expect(html).not.toContain('Sample');
    expect(html).toContain(`linear-gradient(135deg,${SCHEME_COLORS.warm.from},${SCHEME_COLORS.warm.to})`);
  });

  it('has a working quote form: posts to the page itself, labelled controls, the services to choose from, a honeypot, no script', () => {
    const { html } = renderSite(template, info, { address });
    const form = /<form id="quote"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toContain('<form id="quote" method="post" action="./" aria-labelledby="quote-title">');
    expect(form).toContain('<fieldset><legend id="quote-title">Request a quote</legend>');
    for (const [id, name] of [['quote-name', 'name'], ['quote-email', 'email'], ['quote-phone', 'phone'], ['quote-service', 'service'], ['quote-message', 'message']]) {
      expect(form).toContain(`<label for="${id}">`);
      expect(form).toMatch(new RegExp(`<(input|select|textarea) id="${id}" name="${name}"`));
    }
    expect(form).toContain('<option>Bathroom Renovations</option>');
    expect(form).toContain(
      '<div class="hp"><label for="quote-company-website">Leave this field empty (it catches spam robots)</label><input id="quote-company-website" name="company_website" tabindex="-1" autocomplete="off"></div>',
    );
    expect(form).toContain('<button type="submit">Request Quote</button>');
    expect(form).not.toMatch(/disabled|coming soon/i);
    // The server's 303 after a stored request lands on this note (shown by :target, no script).
    expect(html).toContain('<div class="sent" id="quote-sent" tabindex="-1"><h3>Thank you!</h3>');
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('leaves out what the business did not give; the preview shows it as marked samples and the form disabled', () => {
    const business = { businessName: 'Plain Co', description: 'Plain.', yearEstablished: '2015' };
    const published = renderSite({ name: 'Plain', templateData: { colorScheme: 'neon' } }, business, { address: '/sites/plainco/' }).html;
    expect(published).not.toMatch(/Service 1|Mon-Fri 9AM-5PM|id="services"|Sample/);
    expect(published).toContain('<dt>Established</dt><dd>2015</dd>');
    expect(published).toContain(SCHEME_COLORS.blue.from);
    // A relative address is no URL for og:url or canonical.
    expect(published).not.toContain('og:url');
    expect(schemeColors(undefined)).toBe(SCHEME_COLORS.blue);

    const preview = renderSite({ name: 'Plain', templateData: { colorScheme: 'neon' } }, business, { address: 'https://plainco.sites.agency.nz/', preview: true }).html;
    expect(preview).toContain('<h3>Service 1</h3><p class="sample">Sample: choose your services in the builder. It is not published.</p>');
    expect(preview).toContain('<h3>Service 3</h3>');
    expect(preview).toContain('Mon-Fri 9AM-5PM<p class="sample">Sample: add your business hours in the builder. It is not published.</p>');
    expect(preview).toContain('<fieldset disabled>');
    // Only the services choice depends on the services: none given, none offered.
    expect(preview).not.toContain('quote-service');
  });

  it('shows the form again with the input kept, each problem beside its field and listed at the top', () => {
    const { html } = renderQuoteFormPage(template, info, {
      values: { name: 'Mere <b>', email: 'mere@', message: 'Leaking tap', service: 'Gas Fitting' },
      errors: { email: 'Please enter a valid email address' },
    });
    expect(html).toContain('<h1 id="page-title">Request a quote</h1>');
    expect(html).toContain('<li><a href="#quote-email">Email: Please enter a valid email address</a></li>');
    expect(html).toContain('value="Mere &lt;b&gt;"');
    expect(html).toContain('name="email" type="email" autocomplete="email" maxlength="254" required aria-invalid="true" aria-describedby="quote-email-error" value="mere@"');
    expect(html).toContain('<p class="error" id="quote-email-error">Please enter a valid email address</p>');
    expect(html).toContain('<option selected>Gas Fitting</option>');
    expect(html).toContain('>Leaking tap</textarea>');
    expect(html).toContain('<a class="brand" href="./">');
    expect(html).not.toMatch(/<script|<b>/);
    // The message's limit is said in a hint tied to the field, and never enforced by cutting (no maxlength).
    expect(html).toContain('<p class="note" id="quote-message-hint">Up to 2,000 characters.</p><textarea id="quote-message" name="message" rows="4" required');
    expect(html).not.toMatch(/<textarea[^>]*maxlength/);
    const limited = renderQuoteFormPage(template, info, { values: { name: 'Mere' }, notice: 'Too many' }).html;
    expect(limited).toContain('<legend id="quote-title">Request a quote</legend><p class="error">Too many</p>');
    expect(limited).not.toContain('class="errors"');
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
