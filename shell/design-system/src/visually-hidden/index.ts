import * as styles from './visually-hidden.module.css';

/**
 * The class for text read by assistive technology and not shown: a label the layout already makes plain to the eye.
 * A module of its own, not part of `layout`: a shared module is supplied by whichever app loads it first, so a class
 * added to an existing module would be missing where an older build supplied it (README, 'Versioning').
 */
export const visuallyHidden = styles.visuallyHidden;
