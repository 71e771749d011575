import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { fillCannedReply, type TCannedReply } from '@agency/contracts';
import { useCrmQuery } from '../../../crm-kit/crm-api';
import { useDebouncedValue } from '../../../crm-kit/use-debounced-value';
import { insertAtSlash, matchCannedReplies, slashQueryAt } from './slash-query';

/** How long the match count waits for typing to pause before it is announced: one announcement per pause, not per key. */
const ANNOUNCE_AFTER_MS = 600;

export interface SlashMenuOption {
  id: string;
  reply: TCannedReply;
  /** The text as it would be inserted, {firstName} filled in. */
  text: string;
  active: boolean;
}

export interface SlashMenu {
  listboxId: string;
  /** The options while the menu is open, else null. */
  options: SlashMenuOption[] | null;
  /** For a polite live region: how many replies match, once typing pauses. */
  announcement: string;
  /** The textarea's ARIA: it stays a textbox (a combobox on a textarea is flagged by axe) with list autocomplete. */
  inputProps: {
    'aria-autocomplete': 'list';
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
    onSelect(event: SyntheticEvent<HTMLTextAreaElement>): void;
    onChange(event: ChangeEvent<HTMLTextAreaElement>): void;
  };
  /** The menu's keys (arrows, Enter, Tab, Escape) while it is open; true when the key was handled. */
  handleKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean;
  pick(option: SlashMenuOption): void;
}

interface SlashMenuOptions {
  text: string;
  setText(text: string): void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** The visitor's first name for {firstName}; null drops the placeholder. */
  firstName: string | null;
}

function countText(open: boolean, count: number): string {
  if (!open) return '';
  if (count === 0) return 'No saved reply matches';
  return count === 1 ? '1 saved reply matches' : `${count} saved replies match`;
}

/**
 * The reply box's '/' menu: '/' at the start or after white space, then letters, lists the saved replies whose title
 * holds them. ArrowDown/ArrowUp move the active option (the first is active at once, so Enter never sends the
 * '/query' itself), Enter or Tab inserts it in place of the '/query', Escape closes the menu and leaves the text.
 */
export function useSlashMenu({ text, setText, inputRef, firstName }: SlashMenuOptions): SlashMenu {
  const listboxId = `${useId()}-saved-replies`;
  const replies = useCrmQuery('GET /api/chat/canned-replies', {});
  const [caret, setCaret] = useState(0);
  // The '/' whose menu Escape closed: it stays closed until another '/' is typed.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState({ key: '', index: 0 });
  const caretAfterInsert = useRef<number | null>(null);

  const slash = slashQueryAt(text, Math.min(caret, text.length));
  const saved = replies.data?.items;
  const open = slash !== null && slash.start !== dismissedAt && saved !== undefined;
  const matches = open ? matchCannedReplies(saved, slash.query) : [];
  const key = slash ? `${slash.start}:${slash.query}` : '';
  const activeIndex = active.key === key ? Math.min(active.index, Math.max(matches.length - 1, 0)) : 0;
  const options = open && matches.length > 0
    ? matches.map((reply, index) => ({ id: `${listboxId}-${reply.id}`, reply, text: fillCannedReply(reply.text, firstName), active: index === activeIndex }))
    : null;
  const announcement = useDebouncedValue(countText(open, matches.length), ANNOUNCE_AFTER_MS);

  // The caret goes after the inserted reply once React has put the new text in the box.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input === null || caretAfterInsert.current === null) return;
    input.setSelectionRange(caretAfterInsert.current, caretAfterInsert.current);
    setCaret(caretAfterInsert.current);
    caretAfterInsert.current = null;
  }, [text, inputRef]);

  // An opening menu is scrolled into view (the reply box is often at the foot of the screen), and the active option
  // stays in view when the arrows move past the list's visible part.
  const listed = options !== null;
  useLayoutEffect(() => {
    if (listed) document.getElementById(listboxId)?.scrollIntoView({ block: 'nearest' });
  }, [listed, listboxId]);
  const activeId = options?.find((option) => option.active)?.id;
  useLayoutEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const pick = (option: SlashMenuOption) => {
    if (!slash) return;
    const next = insertAtSlash(text, slash, option.text);
    caretAfterInsert.current = next.caret;
    setText(next.text);
    inputRef.current?.focus();
  };

  const track = (input: HTMLTextAreaElement) => {
    setCaret(input.selectionStart);
    // A new '/' (or none) opens the menu again after an Escape.
    const now = slashQueryAt(input.value, input.selectionStart);
    if (now?.start !== dismissedAt) setDismissedAt(null);
  };

  return {
    listboxId,
    options,
    announcement,
    inputProps: {
      'aria-autocomplete': 'list',
      'aria-controls': options ? listboxId : undefined,
      'aria-activedescendant': activeId,
      onSelect: (event) => track(event.currentTarget),
      onChange: (event) => {
        setText(event.target.value);
        track(event.target);
      },
    },
    handleKey(event) {
      if (!options || !slash || event.nativeEvent.isComposing) return false;
      const move = (by: number) => setActive({ key, index: (activeIndex + by + options.length) % options.length });
      if (event.key === 'ArrowDown') move(1);
      else if (event.key === 'ArrowUp') move(-1);
      else if (event.key === 'Escape') setDismissedAt(slash.start);
      // With Shift too: while the menu is open, Enter and Tab are its keys (Escape first, to start a new line or leave).
      else if (event.key === 'Enter' || event.key === 'Tab') {
        const chosen = options[activeIndex];
        if (chosen) pick(chosen);
      } else return false;
      event.preventDefault();
      event.stopPropagation();
      return true;
    },
    pick,
  };
}
