import * as styles from './email-address.module.css';

/**
 * An e-mail address on one line. Broken mid-word ('john.smi / th@bigc / ompany') an address is hard to read and
 * to copy, so where its column is too narrow it ends in an ellipsis instead: the whole address stays in the text
 * (screen readers, copying), in its tooltip and in the mail link.
 */
export function EmailAddress({ email, link = true, className }: { email: string; link?: boolean; className?: string }) {
  const classes = [styles.email, className].filter(Boolean).join(' ');
  return link ? (
    <a className={classes} href={`mailto:${email}`} title={email}>
      {email}
    </a>
  ) : (
    <span className={classes} title={email}>
      {email}
    </span>
  );
}
