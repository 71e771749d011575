/// <reference path="../css-modules.d.ts" />
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { formatCount } from '@agency/contracts';
import { announcementFor, characterCountLevel, characterCountText } from './character-count-text';
import * as styles from './character-count.module.css';

/** Props a wrapping Field hands its control (through its Slot); passed on to the control, the count added. */
interface ForwardedControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

export interface CharacterCountProps extends ForwardedControlProps {
  /** The field's text as it is: nothing is cut, a text over the limit stays and is marked. */
  value: string;
  /** The limit, from the contract (e.g. CHAT_MESSAGE_MAX_LENGTH). */
  max: number;
  /** Exactly one control (Textarea, Input), without a maxLength: the limit is said, never enforced by cutting. */
  children: ReactElement<Record<string, unknown>>;
  /** Class of the count's line (e.g. to align it in a composer). */
  className?: string;
}

/**
 * A text control with its character count: '1,640 / 2,000' from 80% of the limit, and over it
 * the count with how far over it is ('2,620 / 2,000 — 620 ...', characterCountText) in the error colour with the control `aria-invalid`.
 * The count is tied to the control by `aria-describedby` (under 80% it says 'Up to 2,000 characters' to assistive
 * technology only); a polite live region speaks only when the text crosses a threshold (80%, over, back within), not
 * at every key. It refuses nothing itself: the form refuses a Send or Save with `overTheLimit()` (or its schema's
 * message) and sends nothing. Inside a `Field`, wrap the control: `<Field><CharacterCount><Textarea/></CharacterCount></Field>`.
 */
export function CharacterCount({ value, max, children, className, id, 'aria-describedby': describedBy, 'aria-invalid': invalid, 'aria-required': required }: CharacterCountProps) {
  const countId = `${useId()}-count`;
  const length = value.length;
  const level = characterCountLevel(length, max);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(level);
  useEffect(() => {
    if (previous.current === level) return;
    setAnnouncement(announcementFor(level, previous.current, length, max));
    previous.current = level;
    // Only a change of level is spoken; the length at that moment is read then, not on every key after it.
  }, [level, max]);

  const control = cloneElement(children, {
    id: id ?? children.props.id,
    'aria-describedby': [describedBy ?? children.props['aria-describedby'], countId].filter(Boolean).join(' '),
    'aria-invalid': level === 'over' ? true : (invalid ?? children.props['aria-invalid']),
    'aria-required': required ?? children.props['aria-required'],
  });
  const countClass = [styles.count, level === 'over' ? styles.over : undefined, level === 'under' ? styles.hidden : undefined, className]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {control}
      <p id={countId} className={countClass} data-character-count={level}>
        {level === 'under' ? `Up to ${formatCount(max)} characters` : characterCountText(length, max)}
      </p>
      <span className={styles.hidden} aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
