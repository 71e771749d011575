/// <reference path="../css-modules.d.ts" />
import { useEffect, useState } from 'react';
import { Button } from '../button';
import * as styles from './dns-records.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `value` to the clipboard. Says 'Copied' (to screen readers too) for a few seconds; where the browser refuses
 * (no clipboard on a page that is not secure, or permission denied) it says to select the value instead.
 */
export function CopyButton({ value, label }: { value: string; /** What is copied, for the button's name: 'Copy {label}'. */ label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className={styles.copy}>
      <Button type="button" variant="outline" size="sm" aria-label={`Copy ${label}`} onClick={() => void copy()}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className={state === 'failed' ? styles.copyFailed : styles.copyStatus}>
        {state === 'copied' ? `${label} copied` : state === 'failed' ? 'Select the value and copy it' : ''}
      </span>
    </span>
  );
}
