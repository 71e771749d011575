import { nameProblem, phoneProblem } from '@agency/contracts';
import {
  AFFIRM,
  DECLINE,
  DONE,
  ENGLISH_MARKERS,
  FOREIGN_WORDS,
  QUESTION_START,
  WANTS_BOOKING,
  WANTS_PERSON,
} from './visitor-words';
import {
  companyFrom,
  listedCompany,
  readBareName,
  readCompany,
  readCompanyAnswer,
  readEmails,
  readLabelledLines,
  readName,
} from './contact-facts';
import { EMAIL_CANDIDATE, PHONE_CANDIDATE, readPhone } from './contact-shapes';
import type { QuestionTopic, Understanding } from './understanding';
import {
  matchService,
  readBudget,
  readBudgetAnswer,
  readDiscovery,
  readTimeline,
  readTimelineAnswer,
  sentencesOf,
} from './project-facts';
import { LONG_ANSWER_MAX_LENGTH, SHORT_ANSWER_MAX_LENGTH, clip, isPleasantry, stripFullStop, words } from './visitor-text';

/*
 * Understanding one visitor message: every fact the consultant could use, whatever it asked last. The rules read the
 * way people write to a consultant (one paragraph with everything, 'Name: / Email:' blocks, a correction, a question
 * back); every value is checked with the shared field rules (contracts/src/field-rules.ts) before the engine may store
 * it. Nothing here keeps state: the engine decides what to do with what was understood.
 */
export { LONG_ANSWER_MAX_LENGTH, NOT_SURE_YET, SHORT_ANSWER_MAX_LENGTH, clip, firstNameOf } from './visitor-text';
export { readBareName, readCompanyAnswer, readEmails } from './contact-facts';
export { exactService, matchService, readBudgetAnswer, readTimelineAnswer, sentencesOf } from './project-facts';

export type { EmailTrouble, QuestionTopic, Understanding, UnderstoodFact } from './understanding';
export { factsIn } from './understanding';

// ---------- intents ----------

function questionTopic(text: string): QuestionTopic | undefined {
  const questions = sentencesOf(text).filter((sentence) => sentence.endsWith('?') || (QUESTION_START.test(sentence) && sentence.split(/\s+/).length <= 20));
  if (questions.length === 0) return undefined;
  const asked = questions.join(' ');
  if (/\b(?:how much|price|prices|pricing|cost|costs|charge|rates?|fees?|expensive|cheap|afford|quote)\b/i.test(asked)) return 'price';
  if (/\b(?:how long|when will|when would|how soon|how quickly|turnaround|proposal)\b/i.test(asked)) return 'proposal_time';
  if (/\b(?:what happens|what'?s next|next steps?|after this|then what|what now)\b/i.test(asked)) return 'next_steps';
  if (/\b(?:are you (?:a |an )?(?:bot|robot|human|ai|real|person)|who are you|is this (?:a |an )?(?:bot|ai|real))\b/i.test(asked)) return 'who';
  if (/\b(?:privacy|my data|spam|share my|sell my|what do you do with)\b/i.test(asked)) return 'privacy';
  return 'other';
}

function isOtherLanguage(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  // Latin letters with macrons and accents are ours (te reo Māori, names); other scripts are another language.
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length;
  if (latin / letters.length < 0.5) return true;
  const tokens = words(text);
  const foreign = tokens.filter((token) => FOREIGN_WORDS.has(token)).length;
  const english = tokens.filter((token) => ENGLISH_MARKERS.has(token)).length;
  return foreign >= 2 && foreign > english;
}

// ---------- the whole message ----------

export interface ReadContext {
  /** The question the consultant is waiting on; decides bare answers ('Aroha', '5'). */
  pending: string | null;
  /** The visitor's name is known: only 'my name is ...' and the like change it, not an opening or a sign-off. */
  nameKnown?: boolean;
}

/** Everything one message says. */
export function readMessage(message: string, context: ReadContext): Understanding {
  const text = message.replace(/\r\n?/g, '\n').trim();
  const understanding: Understanding = {};
  if (!/[\p{L}\p{N}]/u.test(text)) return { noText: true };

  const emails = readEmails(text);
  Object.assign(understanding, emails);
  const withoutEmails = text.replace(EMAIL_CANDIDATE, ' ');
  const phone = readPhone(withoutEmails);
  if (phone) understanding.phone = phone;

  if (isOtherLanguage(text)) return { ...understanding, otherLanguage: true };

  const { labelled, rest } = readLabelledLines(text);
  const free = rest.replace(EMAIL_CANDIDATE, ' ');

  // Labelled lines say exactly what they are.
  if (labelled.name) {
    const reading = readBareName(labelled.name);
    if (reading.name) understanding.name = reading.name;
    else understanding.nameProblem = reading.problem ?? 'Please enter a valid name';
  }
  if (labelled.phone && !phoneProblem(labelled.phone.trim())) understanding.phone = labelled.phone.trim();
  if (labelled.company !== undefined) {
    const company = readCompanyAnswer(labelled.company);
    if (company !== undefined) understanding.company = company;
  }
  if (labelled.budget) understanding.budget = readBudgetAnswer(labelled.budget) ?? clip(stripFullStop(labelled.budget), SHORT_ANSWER_MAX_LENGTH);
  if (labelled.timeline) understanding.timeline = readTimelineAnswer(labelled.timeline) ?? clip(stripFullStop(labelled.timeline), SHORT_ANSWER_MAX_LENGTH);
  if (labelled.service) {
    const service = matchService(labelled.service, true);
    if (service) understanding.service = service;
  }

  // Free text: the same facts said in sentences.
  if (understanding.name === undefined && understanding.nameProblem === undefined) {
    const name = readName(free.replace(PHONE_CANDIDATE, ' ').replace(/\(\s*\)/g, ' ').replace(/[ \t]+$/gm, ''), context.pending === 'name', context.nameKnown === true, context.pending === 'company');
    if (name.name) understanding.name = name.name;
    else if (name.problem) understanding.nameProblem = name.problem;
  }
  if (understanding.company === undefined && understanding.name) {
    const at = free.indexOf(understanding.name);
    const rest = at >= 0 ? free.slice(at + understanding.name.length) : '';
    const after = /^\s*(?:here\s+)?(?:from|at|of)\s+(.+)/is.exec(rest)?.[1];
    const company = after ? companyFrom(after, free === free.toLowerCase()) : listedCompany(rest);
    if (company) understanding.company = company;
  }
  if (understanding.company === undefined) {
    const company = readCompany(free);
    if (company !== undefined) understanding.company = company;
  }
  if (understanding.budget === undefined) {
    const budget = readBudget(free.replace(PHONE_CANDIDATE, ' '));
    if (budget) understanding.budget = budget;
  }
  if (understanding.timeline === undefined) {
    const timeline = readTimeline(free.replace(PHONE_CANDIDATE, ' '));
    if (timeline) understanding.timeline = timeline;
  }
  if (understanding.service === undefined) {
    const statements = sentencesOf(free).filter((sentence) => !sentence.endsWith('?')).join('\n');
    const service = statements ? matchService(statements, context.pending === 'service' || context.pending === null) : undefined;
    if (service) understanding.service = service;
  }

  const discovery = readDiscovery(rest);
  if (discovery.business.length > 0) understanding.business = clip(discovery.business.join(' '), LONG_ANSWER_MAX_LENGTH);
  if (discovery.challenges.length > 0) understanding.challenges = clip(discovery.challenges.join(' '), LONG_ANSWER_MAX_LENGTH);
  if (discovery.goals.length > 0) understanding.goals = clip(discovery.goals.join(' '), LONG_ANSWER_MAX_LENGTH);
  if (discovery.unclassified.length > 0) understanding.unclassified = clip(discovery.unclassified.join(' '), LONG_ANSWER_MAX_LENGTH);

  const topic = questionTopic(text);
  if (topic) understanding.question = topic;
  if (WANTS_PERSON.test(text)) understanding.wantsPerson = true;
  if (WANTS_BOOKING.test(text)) understanding.wantsBooking = true;
  if (DONE.test(text)) understanding.done = true;
  if (DECLINE.test(text)) understanding.declined = true;
  if (AFFIRM.test(text)) understanding.affirmed = true;
  if (isPleasantry(text) && !understanding.declined) understanding.pleasantry = true;
  return understanding;
}
