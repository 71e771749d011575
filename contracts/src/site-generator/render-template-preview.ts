import { schemeColors } from './color-schemes';
import { escapeHtml } from './escape';
import type { SiteTemplateInput } from './render-site';

/**
 * The gallery's picture of a template, drawn from the template itself: a browser window holding the generated
 * site's layout (hero in the template's gradient and alignment, three service cards, the About band) in its
 * colours. An SVG of about 2 KB, so every template has a true preview without a stock photo.
 */
export function renderTemplatePreviewSvg(template: SiteTemplateInput): string {
  const data = template.templateData ?? {};
  const c = schemeColors(data.colorScheme);
  const split = data.layout === 'split';
  const name = escapeHtml(template.name);
  const textX = split ? 40 : 200;
  const anchor = split ? 'start' : 'middle';
  const bar = (x: number, y: number, width: number, fill: string, opacity = 1) =>
    `<rect x="${split ? x : 200 - width / 2}" y="${y}" width="${width}" height="8" rx="4" fill="${fill}" opacity="${opacity}"/>`;
  const cards = [0, 1, 2]
    .map(
      (index) =>
        `<rect x="${28 + index * 118}" y="176" width="108" height="52" rx="6" fill="${c.soft}"/>` +
        `<rect x="${38 + index * 118}" y="188" width="56" height="7" rx="3.5" fill="${c.accent}"/>` +
        `<rect x="${38 + index * 118}" y="203" width="84" height="5" rx="2.5" fill="#9ca3af"/>` +
        `<rect x="${38 + index * 118}" y="213" width="70" height="5" rx="2.5" fill="#9ca3af"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-labelledby="t">`,
    `<title id="t">Preview of the ${name} template</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>`,
    '<rect width="400" height="300" rx="10" fill="#ffffff"/>',
    '<rect width="400" height="24" rx="10" fill="#e5e7eb"/><rect y="14" width="400" height="10" fill="#e5e7eb"/>',
    '<circle cx="14" cy="12" r="4" fill="#ef4444"/><circle cx="28" cy="12" r="4" fill="#f59e0b"/><circle cx="42" cy="12" r="4" fill="#22c55e"/>',
    '<rect x="60" y="6" width="280" height="12" rx="6" fill="#ffffff"/>',
    `<rect y="24" width="400" height="20" fill="#ffffff"/><rect x="16" y="30" width="70" height="8" rx="4" fill="${c.accent}"/>`,
    '<rect x="270" y="31" width="34" height="6" rx="3" fill="#6b7280"/><rect x="312" y="31" width="30" height="6" rx="3" fill="#6b7280"/><rect x="350" y="31" width="34" height="6" rx="3" fill="#6b7280"/>',
    '<rect y="44" width="400" height="116" fill="url(#g)"/>',
    bar(40, 64, 90, c.onHero, 0.7),
    `<text x="${textX}" y="100" text-anchor="${anchor}" font-family="system-ui,Arial,sans-serif" font-size="22" font-weight="700" fill="${c.onHero}">${name}</text>`,
    bar(40, 114, 220, c.onHero, 0.8),
    bar(40, 128, 160, c.onHero, 0.8),
    cards,
    `<rect y="240" width="400" height="60" fill="${c.soft}"/>`,
    `<rect x="28" y="252" width="80" height="9" rx="4.5" fill="${c.accent}"/>`,
    '<rect x="28" y="270" width="200" height="5" rx="2.5" fill="#9ca3af"/><rect x="28" y="281" width="170" height="5" rx="2.5" fill="#9ca3af"/>',
    '<rect x="260" y="262" width="112" height="26" rx="5" fill="#ffffff" stroke="#d1d5db"/>',
    '</svg>',
  ].join('');
}
