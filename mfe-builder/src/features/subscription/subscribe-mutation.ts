/**
 * The subscribe call's mutation key. The plan page moves on before the answer (spec part 2 §4), so the domain page
 * waits on this key before looking up the site the subscription creates, instead of creating a second one.
 */
export const SUBSCRIBE_MUTATION_KEY = ['builder', 'subscribe'] as const;
