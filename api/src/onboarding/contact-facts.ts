import { emailProblem, nameProblem, suggestEmailDomain } from '@agency/contracts';
import { COMMON_WORDS, GREETING } from './visitor-words';
import type { Understanding } from './understanding';
import { EMAIL_CANDIDATE, PHONE_CANDIDATE } from './contact-shapes';
import { BUSINESS_OPENERS, exactService, letterCount, readTimeline, sentencesOf } from './project-facts';
import { MAX_NAME_WORDS, SHORT_ANSWER_MAX_LENGTH, clip, stripFullStop, tidy, words } from './visitor-text';

/*
 * Who the visitor is and how to reach them, read from anywhere in a message: e-mail addresses (and which one, when
 * several), a phone, 'Name: / Email:' lines, a name, a company. Each value is checked with the shared field rules.
 */

// ---------- e-mail ----------

function emailCandidates(text: string): string[] {
  return (text.match(EMAIL_CANDIDATE) ?? []).map((candidate) => candidate.replace(/[.!?…]+$/, ''));
}

/** The addresses the visitor says are not theirs ('not jo@old.nz', 'jo@old.nz is wrong'). */
function retractedEmails(text: string, addresses: string[]): Set<string> {
  const lower = text.toLowerCase();
  const retracted = new Set<string>();
  for (const address of addresses) {
    const at = lower.indexOf(address);
    if (at < 0) continue;
    const before = lower.slice(Math.max(0, at - 30), at);
    const after = lower.slice(at + address.length, at + address.length + 40);
    if (/\b(?:not|instead of|rather than|no longer|old|wrong|ignore|(?:was|is) wrong)\b[\s:,'"]*$/.test(before)) retracted.add(address);
    else if (/^[\s,'"]*(?:is|was)?\s*(?:wrong|old|incorrect|a typo|out of date|no longer used)\b/.test(after)) retracted.add(address);
  }
  return retracted;
}

export function readEmails(text: string): Pick<Understanding, 'email' | 'emailChoices' | 'emailTrouble'> {
  const candidates = emailCandidates(text);
  if (candidates.length === 0) return {};
  const valid = [...new Set(candidates.filter((candidate) => !emailProblem(candidate)).map((candidate) => candidate.trim().toLowerCase()))];
  if (valid.length > 0) {
    const retracted = retractedEmails(text, valid);
    const kept = valid.filter((address) => !retracted.has(address));
    const usable = kept.length > 0 ? kept : valid;
    if (usable.length === 1) return { email: usable[0] };
    // Two addresses where one is plainly the correction ('jo@x.nz, sorry jo@y.nz'): the later one.
    if (usable.length === 2 && /\b(?:sorry|oops|i mean|i meant|correction|actually|typo)\b/i.test(text)) return { email: usable[1] };
    return { emailChoices: usable };
  }
  const typed = (candidates[0] ?? '').slice(0, 254);
  const domain = suggestEmailDomain(typed);
  const suggestion = domain ? `${typed.split('@')[0]}@${domain}`.toLowerCase() : undefined;
  return { emailTrouble: { typed, problem: emailProblem(typed) ?? 'Please enter a valid email address', suggestion } };
}

// ---------- phone ----------

// ---------- labelled lines ('Name: Aroha') ----------

const LABELS: [RegExp, 'name' | 'email' | 'phone' | 'company' | 'budget' | 'timeline' | 'service'][] = [
  [/^(?:full name|your name|name|contact name|contact)$/i, 'name'],
  [/^(?:e-?mail(?: address)?|email addr)$/i, 'email'],
  [/^(?:phone(?: number)?|mobile|mob|ph|tel|cell|cellphone|number)$/i, 'phone'],
  [/^(?:company(?: name)?|business(?: name)?|organi[sz]ation|org|firm|trading name)$/i, 'company'],
  [/^(?:budget|spend|budget range)$/i, 'budget'],
  [/^(?:timeline|timeframe|time ?frame|when|start(?: date)?|deadline|timing)$/i, 'timeline'],
  [/^(?:service|services|interested in|interest)$/i, 'service'],
];

export function readLabelledLines(text: string): { labelled: Partial<Record<(typeof LABELS)[number][1], string>>; rest: string } {
  const labelled: Partial<Record<(typeof LABELS)[number][1], string>> = {};
  const rest: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*[-*•]?\s*([A-Za-z][A-Za-z -]{0,24}?)\s*[:=–-]\s*(.+?)\s*$/.exec(line);
    const label = match?.[1]?.trim();
    const kind = label ? LABELS.find(([pattern]) => pattern.test(label))?.[1] : undefined;
    if (kind && match?.[2] && labelled[kind] === undefined) labelled[kind] = match[2];
    else rest.push(line);
  }
  return { labelled, rest: rest.join('\n') };
}

// ---------- names ----------

const NAME_TOKEN = /^[\p{L}][\p{L}'’.-]*$/u;
const isCapitalised = (token: string) => /^\p{Lu}/u.test(token);

/**
 * The longest run of name-like words at the start of `text` (at most four), stopping at a common word; undefined when
 * the first word is not a name. `strictCase`: every word must start with a capital (the message has capitals).
 */
function nameAt(text: string, strictCase: boolean): string | undefined {
  const tokens = text.trim().split(/[\s]+/);
  const taken: string[] = [];
  for (const raw of tokens) {
    const token = raw.replace(/[,;:.!?)]+$/, '');
    const ended = token !== raw;
    if (!NAME_TOKEN.test(token) || COMMON_WORDS.has(token.toLowerCase()) || (strictCase && !isCapitalised(token))) break;
    taken.push(token);
    if (ended || taken.length === MAX_NAME_WORDS) break;
  }
  if (taken.length === 0) return undefined;
  return taken.join(' ');
}

const NAME_CUES =
  /(?:^|[\s,.;!(])(?:my name is|my name's|my names|name is|name's|i am|i'm|i’m|im|this is|call me|you can call me|it's|it is|its)\s+/gi;
const WEAK_CUES = /^(?:i am|i'm|i’m|im|this is|it's|it is|its)$/i;

interface NameReading {
  name?: string;
  problem?: string;
}

export function readName(text: string, pending: boolean, nameKnown: boolean, companyPending: boolean): NameReading {
  const lowerOnly = text === text.toLowerCase();
  let refused: string | undefined;
  for (const match of text.matchAll(NAME_CUES)) {
    const cue = match[0].trim().replace(/^[,.;!(]/, '').trim();
    if (/^(?:it's|it is|its)$/i.test(cue) && !pending) continue;
    const after = text.slice((match.index ?? 0) + match[0].length);
    // 'Call me on 09 ...' asks for a call; it does not give a name.
    if (/call me$/i.test(cue) && /^(?:on|at|any|anytime|back|after|before|if|when)\b/i.test(after)) continue;
    const weak = WEAK_CUES.test(cue);
    const name = nameAt(after, weak && !lowerOnly);
    if (name) return { name };
    // 'My name is 12345': a name was offered and refused by the rule.
    if (!weak && refused === undefined) {
      const offered = tidy(after.split(/[,.;!?\n]/)[0] ?? '');
      if (offered) refused = nameProblem(offered) ?? 'Please enter a valid name';
    }
  }
  if (refused) return { problem: refused };
  if (nameKnown && !pending) return {};
  // 'Tāne here', 'Aroha from Kiwi Bakery' at the start of the message or a line.
  for (const line of text.split('\n')) {
    const opening = line.replace(GREETING, '').trim();
    const here = /^([\p{L}'’.-]+(?:\s+[\p{L}'’.-]+){0,2}?)\s+(?:here|from)\b/u.exec(opening);
    if (here?.[1]) {
      const name = nameAt(here[1], !lowerOnly);
      if (name && name === here[1]) return { name };
    }
  }
  // A sign-off: 'Cheers, Mere' / 'Thanks,\nMere Parata' / 'Ngā mihi, Hemi' at the very end.
  const signOff = /(?:^|[\n.!?]\s*)(?:cheers|thanks|thank you|many thanks|regards|kind regards|best regards|best|ngā mihi|nga mihi|mauri ora|ka kite|sincerely)[,!.]?\s+([\p{L}'’.-]+(?:\s+[\p{L}'’.-]+){0,2})[.!]?\s*$/iu.exec(
    text.trim(),
  );
  if (signOff?.[1]) {
    const name = nameAt(signOff[1], !lowerOnly);
    if (name && name === signOff[1]) return { name };
  }
  // 'Emma Wilson, emma@...' as its own sentence or line: a name standing alone, written with capitals.
  for (const part of companyPending ? [] : text.split(/\n|[,;]|(?<=[.!?])\s+/)) {
    const bare = stripFullStop(part.replace(/[:()]/g, ' '));
    if (exactService(bare)) continue;
    const tokens = bare.split(/\s+/);
    if (tokens.length < 2 || tokens.length > MAX_NAME_WORDS || !tokens.every((token) => NAME_TOKEN.test(token) && isCapitalised(token))) continue;
    if (tokens.some((token) => COMMON_WORDS.has(token.toLowerCase()))) continue;
    if (!nameProblem(bare)) return { name: bare };
  }
  return {};
}

/** The whole message as a bare name ('Aroha Ngata', 'aroha'), when the consultant has just asked for one. */
export function readBareName(text: string): NameReading {
  let rest = text.replace(EMAIL_CANDIDATE, ' ').trim();
  rest = rest.replace(GREETING, '').trim();
  rest = rest.split(/[,;\n]|\s[-–]\s/)[0]?.trim() ?? '';
  rest = rest.replace(/[.!]+$/, '').trim();
  const problem = nameProblem(rest);
  if (problem) return { problem };
  const tokens = rest.split(/\s+/);
  if (tokens.length > MAX_NAME_WORDS || !tokens.every((token) => NAME_TOKEN.test(token))) return { problem: 'Please enter a valid name' };
  if (tokens.some((token) => COMMON_WORDS.has(token.toLowerCase()))) return {};
  return { name: rest };
}

// ---------- company ----------

const NOT_A_COMPANY =
  /\b(?:just me|only me|sole trader|sole-trader|self[- ]employed|freelancer|freelance|no company|don'?t have a company|do not have a company|not a company|no business name|one[- ]person (?:band|business)|on my own|by myself|a one-man band|haven'?t got a company|not registered yet)\b/i;
const COMPANY_CUES =
  /\b(?:(?:our|my|the) (?:company|business|firm|shop|store|practice|agency|studio|clinic|caf[eé]|restaurant|salon|brand|organisation|organization|trust|charity)(?:'s name)?(?: name)? (?:is called|is named|is|was|called|named)|(?:we're|we are|i'm|i am) called|(?:company|business|brand|shop|store|studio|clinic|salon|practice|firm|agency|caf[eé]|restaurant|label|trust) (?:called|named)|trading as|t\/a|(?:^|[.!?]\s+)(?:company|business)(?: name)? is|\b(?:called|named)|i work (?:at|for)|i own|owner of|founder of|director of|manager at|i run|we run)\s+/gi;
const COMPANY_SUFFIX = /((?:[\p{Lu}\d][\p{L}\d&'’.-]*\s+){1,4}(?:Ltd|Limited|LLC|Inc|Pty Ltd|Pty|Co\.|& Co|Group|Holdings)\b\.?)/u;
/** Capitalised words that open a sentence before a company's name ('We're Southern Cross Builders Ltd'). */
const LEADING_WORDS = /^(?:(?:We're|We’re|We are|I'm|I’m|Im|I am|Our|My|The|At|From|With|It's|Its|This is|Hi|Hello|Hey|Company is|And|So|Yes|Sorry|Actually)\s+)+/;
const DESCRIPTION_START = /^(?:a|an|the|in|based|doing|growing|small|quite|very|pretty|mostly|online|struggling|busy|not|still|new|local|family|just|about|really|two|three|\d)/i;

export function companyFrom(capture: string, lowerOnly: boolean): string | undefined {
  const cut = capture.split(/[,;!?\n]|\.\s|\.$|\s(?:and|which|who|that|where|in|based|with|but|so|because|a|an)\s/i)[0] ?? '';
  const value = stripFullStop(cut);
  if (!value || DESCRIPTION_START.test(value) || value.split(/\s+/).length > 6) return undefined;
  if (!lowerOnly && !/^[\p{Lu}\d]/u.test(value)) return undefined;
  if (COMMON_WORDS.has(value.toLowerCase())) return undefined;
  return clip(value, SHORT_ANSWER_MAX_LENGTH);
}

/** 'I'm Olivia Brown, olivia@..., Brown & Co Interiors.': a run of capitalised words listed after the name. */
export function listedCompany(rest: string): string | undefined {
  const parts = rest
    .replace(PHONE_CANDIDATE, ' ')
    .split(/[,;\n]|\.\s/)
    .map((part) => stripFullStop(part));
  const listed = parts.slice(1).find((part) => part.length > 0);
  if (!listed || !/^(?:[\p{Lu}\d][\p{L}\d'’.-]*|&)(?:\s+(?:[\p{Lu}\d][\p{L}\d'’.-]*|&|and|of|the))*$/u.test(listed)) return undefined;
  const first = listed.split(/\s+/)[0] ?? '';
  if (listed.split(/\s+/).length > 6 || COMMON_WORDS.has(first.toLowerCase())) return undefined;
  return clip(listed, SHORT_ANSWER_MAX_LENGTH);
}

export function readCompany(text: string): string | null | undefined {
  if (NOT_A_COMPANY.test(text)) return null;
  const lowerOnly = text === text.toLowerCase();
  for (const match of text.matchAll(COMPANY_CUES)) {
    const company = companyFrom(text.slice((match.index ?? 0) + match[0].length), lowerOnly);
    if (company) return company;
  }
  for (const sentence of sentencesOf(text)) {
    if (!BUSINESS_OPENERS.test(sentence)) continue;
    const trailing = /,\s*((?:[\p{Lu}\d][\p{L}\d'’&.-]*)(?:\s+(?:[\p{Lu}\d][\p{L}\d'’&.-]*|&|of|and))*)[.!]?$/u.exec(sentence)?.[1];
    if (trailing && trailing.split(/\s+/).length <= 5 && !COMMON_WORDS.has(trailing.toLowerCase())) return clip(stripFullStop(trailing), SHORT_ANSWER_MAX_LENGTH);
  }
  const suffixed = COMPANY_SUFFIX.exec(text)?.[1];
  if (suffixed) return clip(stripFullStop(suffixed.replace(LEADING_WORDS, '')), SHORT_ANSWER_MAX_LENGTH);
  return undefined;
}

/** An answer to 'What's the name of your company?': the name as typed, or null for none. */
export function readCompanyAnswer(text: string): string | null | undefined {
  const cued = readCompany(text);
  if (cued !== undefined) return cued;
  const bare = stripFullStop(
    text
      .replace(GREETING, '')
      .replace(/^(?:it's|it is|its|we're|we are|the company is|company is|it's called|called|sure|yes|yep)[,\s]+/i, '')
      .replace(/[!]+$/, ''),
  );
  if (!bare || /^(?:no|none|nope|nah|n\/?a|-|no company|not yet|nothing)$/i.test(bare)) return null;
  if (bare.split(/\s+/).length > 8 || /^(?:i|we|our|my)\b/i.test(bare) || COMMON_WORDS.has(bare.toLowerCase())) return undefined;
  // 'Quotes out the same day' is a sentence, not a name: typed with capitals, a name's words start with one.
  const connectors = /^(?:and|&|of|the|by|for|on|in|at|de|la|du|von|van|-)$/i;
  if (bare !== bare.toLowerCase() && !bare.split(/\s+/).every((word) => /^[\p{Lu}\d]/u.test(word) || connectors.test(word))) return undefined;
  // 'Spring', 'Next month': an answer about timing.
  const time = readTimeline(bare, false);
  if (time && letterCount(time) >= 0.6 * letterCount(bare)) return undefined;
  return clip(bare, SHORT_ANSWER_MAX_LENGTH);
}
