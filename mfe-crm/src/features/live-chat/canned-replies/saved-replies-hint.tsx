import { SavedRepliesButton } from './saved-replies-dialog';
import * as styles from './canned-replies.module.css';

/** Under the reply box: how to insert a saved reply (also the box's description) and where to manage them. */
export function SavedRepliesHint({ id }: { id: string }) {
  return (
    <div className={styles.hint}>
      <p id={id} className={styles.hintText}>
        Type / and a few letters to insert a saved reply.
      </p>
      <SavedRepliesButton />
    </div>
  );
}
