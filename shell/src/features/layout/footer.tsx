import { Link } from 'react-router';
import { AGENCY_NAME } from '@agency/design-system/brand';
import { FOOTER_SERVICES, SOCIAL_LINKS } from './nav-links';
import * as styles from './footer.module.css';

/** `slim`: the CRM's footer, the legal line only (the marketing columns are for visitors). */
export function Footer({ slim = false }: { slim?: boolean }) {
  return (
    <footer className={styles.footer} data-slim={slim || undefined}>
      {!slim && (
        <div className={styles.columns}>
          {/* Plain groups under headings, not named regions: a footer region called 'Services' would be one of two
              landmarks of that name on any page with its own Services section. */}
          <div>
            <h2 id="footer-about" className={styles.heading}>
              {AGENCY_NAME}
            </h2>
            <p className={styles.text}>AI automation, websites, apps and content for New Zealand small businesses.</p>
            <ul className={styles.social}>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.label}>
                  {/* The visible text is the name (WCAG 2.5.3 label in name): a glyph like 'in' named 'LinkedIn' fails it. */}
                  <a href={link.href} className={styles.socialLink} rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 id="footer-services" className={styles.heading}>
              Services
            </h2>
            <ul className={styles.list}>
              {FOOTER_SERVICES.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {AGENCY_NAME}. All rights reserved.
        </p>
        <ul className={styles.legal}>
          <li>
            <Link to="/terms">Terms of Use</Link>
          </li>
          <li>
            <Link to="/disclaimer">Disclaimer</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
