/*
 * A home page service card's Learn More hands its card id to the contact form, which may not have loaded yet (its
 * code arrives when the visitor comes near it) or may be on the contact page the card sends a signed-in visitor to.
 * Kept small and free of imports: the cards are part of the home page's first load.
 */

let chosen: string | undefined;
const listeners = new Set<() => void>();

/** Learn More on a card: the form chooses that card's service now, or as soon as it appears. */
export function chooseService(cardId: string): void {
  chosen = cardId;
  for (const listener of listeners) listener();
}

/**
 * Calls `take` with the card chosen before the form appeared and with each card chosen while it is shown, once each.
 * Returns the unsubscribe.
 */
export function onServiceChosen(take: (cardId: string) => void): () => void {
  const listener = () => {
    if (chosen === undefined) return;
    const cardId = chosen;
    chosen = undefined;
    take(cardId);
  };
  listeners.add(listener);
  listener();
  return () => listeners.delete(listener);
}
