import { FORMATS } from './formats';
import { GAPS } from './gaps';
import { ORDER_AND_CORRECTIONS } from './order-and-corrections';
import { PARAGRAPHS } from './paragraphs';
import type { CorpusConversation } from './run-corpus';

/** Every conversation of the consultant's corpus. */
export const CORPUS: CorpusConversation[] = [...PARAGRAPHS, ...ORDER_AND_CORRECTIONS, ...FORMATS, ...GAPS];
