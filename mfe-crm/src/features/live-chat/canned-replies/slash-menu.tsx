import { visuallyHidden } from '@agency/design-system/visually-hidden';
import type { SlashMenu } from './use-slash-menu';
import * as styles from './canned-replies.module.css';

/**
 * The '/' menu's listbox under the reply box, and its polite live region. The options are never focused: the
 * textarea keeps focus and points at the active one (aria-activedescendant). A click inserts too; pressing the mouse
 * does not take focus from the box.
 */
export function SlashMenuList({ menu }: { menu: SlashMenu }) {
  return (
    <>
      {menu.options ? (
        <ul id={menu.listboxId} role="listbox" aria-label="Saved replies" className={styles.menu}>
          {menu.options.map((option) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={option.active}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => menu.pick(option)}
            >
              <span className={styles.optionTitle}>{option.reply.title}</span>
              <span className={styles.optionText}>{option.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {menu.announcement}
      </div>
    </>
  );
}
