import { Fragment } from 'react';
import * as styles from './email-address.module.css';

export interface EmailAddressProps {
  email: string;
  /** A mailto link (default) or plain text. */
  link?: boolean;
  /**
   * 'line' (default): one line, cut with an ellipsis where the column is too narrow, for tables and lists.
   * 'wrap': the whole address, breaking only before a dot or the @, for a page that is about this one address.
   */
  layout?: 'line' | 'wrap';
  className?: string;
}

/**
 * Break opportunities before each '.' and '@' only ('john.smith / @big-company / .co.nz'): each piece is kept whole,
 * so neither a letter nor a hyphen ('big- / company') splits it.
 */
function withBreaks(email: string) {
  return email.split(/(?=[.@])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      <span className={styles.piece}>{part}</span>
    </Fragment>
  ));
}

/**
 * An e-mail address that is never broken mid-word ('john.smi / th@bigc / ompany' is hard to read and to copy). In a
 * line, where its column is too narrow it ends in an ellipsis: the whole address stays in the text (screen readers,
 * copying), in its tooltip and in the mail link.
 */
export function EmailAddress({ email, link = true, layout = 'line', className }: EmailAddressProps) {
  const classes = [layout === 'line' ? styles.line : styles.wrap, className].filter(Boolean).join(' ');
  const text = layout === 'wrap' ? withBreaks(email) : email;
  const title = layout === 'line' ? email : undefined;
  return link ? (
    <a className={classes} href={`mailto:${email}`} title={title}>
      {text}
    </a>
  ) : (
    <span className={classes} title={title}>
      {text}
    </span>
  );
}
