import * as chrono from 'chrono-node';
import { ONBOARDING_SERVICES, emailProblem, nameProblem, phoneProblem, suggestEmailDomain, type TOnboardingService } from '@agency/contracts';
import {
  AFFIRM,
  COMMON_WORDS,
  DECLINE,
  DONE,
  ENGLISH_MARKERS,
  FOREIGN_WORDS,
  GREETING,
  NOT_SURE,
  PLEASANTRY_WORDS,
  QUESTION_START,
  WANTS_BOOKING,
  WANTS_PERSON,
} from './visitor-words';

/*
 * Understanding one visitor message: every fact the consultant could use, whatever it asked last. The rules read the
 * way people write to a consultant (one paragraph with everything, 'Name: / Email:' blocks, a correction, a question
 * back); every value is checked with the shared field rules (contracts/src/field-rules.ts) before the engine may store
 * it. Nothing here keeps state: the engine decides what to do with what was understood.
 */

export const SHORT_ANSWER_MAX_LENGTH = 200;
export const LONG_ANSWER_MAX_LENGTH = 2000;
const MAX_NAME_WORDS = 4;
/** Stored for a budget or timeline the visitor does not know yet. */
export const NOT_SURE_YET = 'Not sure yet';

export type QuestionTopic = 'price' | 'proposal_time' | 'next_steps' | 'who' | 'privacy' | 'other';

export interface EmailTrouble {
  typed: string;
  problem: string;
  suggestion: string | undefined;
}

/** What one message says. Absent: the message did not say it. */
export interface Understanding {
  service?: TOnboardingService;
  business?: string;
  challenges?: string;
  goals?: string;
  name?: string;
  /** A name was offered ('my name is ...') but the shared name rule refuses it. */
  nameProblem?: string;
  /** One valid address, lowercased. */
  email?: string;
  /** Several valid addresses and no telling which: the visitor is asked to choose. */
  emailChoices?: string[];
  /** An address was typed but is not valid (with the rule's words and a typo suggestion). */
  emailTrouble?: EmailTrouble;
  phone?: string;
  /** A company's name, or null for 'just me', 'sole trader'. */
  company?: string | null;
  budget?: string;
  timeline?: string;
  /** The visitor asked something. */
  question?: QuestionTopic;
  wantsPerson?: boolean;
  wantsBooking?: boolean;
  /** 'That's all I can tell you': nothing more is coming. */
  done?: boolean;
  /** A short 'no', 'not sure', 'rather not say'. */
  declined?: boolean;
  /** Only thanks, greetings, 'ok', 'sounds good'. */
  pleasantry?: boolean;
  /** 'Yes', 'that's right' (to 'Did you mean ...?'). */
  affirmed?: boolean;
  /** Written in another language. */
  otherLanguage?: boolean;
  /** No letters or digits at all (emoji only). */
  noText?: boolean;
  /** Sentences that say nothing the rules recognise, for the question the consultant asked. */
  unclassified?: string;
}

export type UnderstoodFact = 'service' | 'business' | 'challenges' | 'goals' | 'name' | 'email' | 'phone' | 'company' | 'budget' | 'timeline';

/** The facts a reading holds (not its intents). */
export function factsIn(understanding: Understanding): UnderstoodFact[] {
  const keys: UnderstoodFact[] = ['service', 'business', 'challenges', 'goals', 'name', 'email', 'phone', 'company', 'budget', 'timeline'];
  return keys.filter((key) => understanding[key] !== undefined);
}

// ---------- small helpers ----------

/** A free answer, trimmed and cut to the column's length. */
export function clip(text: string, maxLength: number): string {
  const trimmed = text.trim().replace(/[ \t]+\n/g, '\n');
  return trimmed.length <= maxLength ? trimmed : `${trimmed.slice(0, maxLength - 1).trimEnd()}…`;
}

/** 'Aroha Ngata' -> 'Aroha'. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

const tidy = (value: string) => value.replace(/\s+/g, ' ').replace(/^[\s,;:.-]+|[\s,;:!?-]+$/g, '').trim();
const stripFullStop = (value: string) => tidy(value).replace(/\.$/, '').trim();
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’/-]+|\p{Extended_Pictographic}/gu) ?? [];

// ---------- e-mail ----------

/** Something shaped like an address: text around one '@', ended by a space or punctuation. */
const EMAIL_CANDIDATE = /[^\s<>()[\],;:"'`]+@[^\s<>()[\],;:"'`]+/g;
const HAS_EMAIL = new RegExp(EMAIL_CANDIDATE.source);

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

const PHONE_CANDIDATE = /(?<![\d$])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d[\d\s.-]{5,16}\d(?![\d%])/g;

function readPhone(text: string): string | undefined {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const candidate = match[0].trim();
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 12);
    if (/^\s?(?:k\b|m\b|grand|thousand|dollars|nzd|months?|weeks?|years?|days?|people|staff)/i.test(after)) continue;
    if (!phoneProblem(candidate)) return candidate;
  }
  return undefined;
}

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

function readLabelledLines(text: string): { labelled: Partial<Record<(typeof LABELS)[number][1], string>>; rest: string } {
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

function readName(text: string, pending: boolean, nameKnown: boolean, companyPending: boolean): NameReading {
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

function companyFrom(capture: string, lowerOnly: boolean): string | undefined {
  const cut = capture.split(/[,;!?\n]|\.\s|\.$|\s(?:and|which|who|that|where|in|based|with|but|so|because|a|an)\s/i)[0] ?? '';
  const value = stripFullStop(cut);
  if (!value || DESCRIPTION_START.test(value) || value.split(/\s+/).length > 6) return undefined;
  if (!lowerOnly && !/^[\p{Lu}\d]/u.test(value)) return undefined;
  if (COMMON_WORDS.has(value.toLowerCase())) return undefined;
  return clip(value, SHORT_ANSWER_MAX_LENGTH);
}

/** 'I'm Olivia Brown, olivia@..., Brown & Co Interiors.': a run of capitalised words listed after the name. */
function listedCompany(rest: string): string | undefined {
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

function readCompany(text: string): string | null | undefined {
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

// ---------- budget ----------

const NUM = String.raw`\d[\d,]*(?:\.\d+)?`;
const MONEY_UNIT = String.raw`(?:\s?(?:k|K|m|M)\b|\s?(?:grand|thousand)\b)?`;
const AMOUNT = String.raw`(?:(?:NZ\$|\$|NZD\s?)${NUM}${MONEY_UNIT}|${NUM}\s?(?:k|K)\b|${NUM}\s?(?:grand|thousand)\b|${NUM}\s?(?:dollars|NZD|nzd|bucks)\b)`;
const RANGE_END = String.raw`(?:\s?(?:-|–|to|and)\s?(?:NZ\$|\$)?${NUM}${MONEY_UNIT}(?:\s?(?:dollars|NZD))?)?`;
const QUALIFIER = String.raw`(?:(?:about|around|roughly|approx(?:imately)?\.?|maybe|up to|under|below|less than|over|more than|at least|between|max(?:imum)?|no more than|circa|somewhere around|ideally|~)\s*)?`;
const MONEY = new RegExp(String.raw`${QUALIFIER}${AMOUNT}${RANGE_END}(?:\s?\+)?`, 'i');
/** '5-10k': a range whose unit comes once, at the end. */
const BARE_RANGE = new RegExp(String.raw`${QUALIFIER}(?:\$)?\d+(?:\.\d+)?\s?(?:-|–|to)\s?\$?\d+(?:\.\d+)?\s?(?:k|K)\b`, 'i');
const COUNTED_THINGS = /^\s?(?:customers|users|followers|visitors|people|members|subscribers|views|downloads|km|steps|miles|staff|employees|clients|orders|products|items|emails|leads|sales)\b/i;

function readBudget(text: string): string | undefined {
  for (const sentence of sentencesOf(text)) {
    if (sentence.trim().endsWith('?')) continue;
    for (const pattern of [BARE_RANGE, MONEY]) {
      const match = pattern.exec(sentence);
      if (!match) continue;
      const after = sentence.slice((match.index ?? 0) + match[0].length);
      if (COUNTED_THINGS.test(after)) continue;
      const value = tidy(match[0]);
      if (/\d/.test(value)) return clip(value, SHORT_ANSWER_MAX_LENGTH);
    }
    const keyword = /\b(?:budget|spend|invest|afford)\w*\b[^.\d]{0,25}?(\d[\d,]{2,}(?:\.\d+)?)\b/i.exec(sentence);
    if (keyword?.[1]) return keyword[1];
    if (/\b(?:budget|cost|spend|price)\b/i.test(sentence) && NOT_SURE.test(sentence)) return NOT_SURE_YET;
  }
  return undefined;
}

// ---------- timeline ----------

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec';
const SEASONS = 'summer|winter|spring|autumn|christmas|xmas|easter|the holidays|the school holidays|matariki|the new year|new year|end of (?:the )?year|the end of the year|end of (?:the )?financial year|eofy|tax time';
const TIME_PATTERNS: RegExp[] = [
  /\b(?:asap|a\.s\.a\.p\.?|as soon as possible|as soon as we can|right away|straight away|immediately|urgently|urgent|yesterday|no rush|no hurry|not in a rush|not in a hurry|whenever suits|whenever)\b/i,
  new RegExp(
    String.raw`\b(?:(?:within|in|over|about|around|roughly|under|less than|next|the next|for|approximately|maybe|say)\s+){0,2}(?:the\s+)?(?:next\s+)?(?:\d+|a|one|two|three|four|five|six|eight|nine|ten|twelve|a few|a couple of|couple of|couple)(?:\s?(?:-|–|to|or)\s?(?:\d+|two|three|four|six|twelve))?\s+(?:days?|weeks?|months?|years?|mths?|wks?)\b`,
    'i',
  ),
  new RegExp(String.raw`\b(?:by|before|after|from|in|around|early|mid|late|end of|start of|beginning of|the end of|middle of|by the end of|until|till)[\s-]+(?:the\s+)?(?:${MONTHS}|${SEASONS})\b`, 'i'),
  /\b(?:(?:within|in|by|before|over|during|from|around|early|late|mid)\s+)?(?:the\s+)?(?:this|next|coming)\s+(?:week|month|quarter|year|financial year|fy)\b/i,
  /\b(?:in|by|during|before)?\s?q[1-4](?:\s?\d{4})?\b/i,
  new RegExp(String.raw`^(?:early |mid |late |end of |start of )?(?:${MONTHS}|${SEASONS})(?:\s\d{4})?(?=[.!]?$)`, 'i'),
];
const PAST_TIME = /\b(?:ago|been|for the (?:last|past)|since|established|trading for|in business for|founded|started|last year|have had|old)\b/i;

/** Words that make a time in a sentence the project's timing ('launch in 6 weeks'), not a fact about the business. */
const TIMING_CONTEXT =
  /\b(?:start\w*|begin\w*|kick off|get going|launch\w*|live|ready|running|timeline|time ?frame|deadline|need (?:it|this)|want (?:it|this)|like (?:it|this)|done|finished|complete\w*|budget|spend|make (?:that|it)|change (?:that|it)|actually|tim\w*line|ideally|hopefully|preferably|at the latest)\b/i;

const letterCount = (text: string) => (text.match(/[\p{L}\d]/gu) ?? []).length;

/**
 * The project's timing. Outside an answer to 'When would you like to start?' (`strict`), a time counts only in a
 * sentence about starting or finishing, or a sentence that is mostly the time ('Before Christmas ideally'):
 * 'Members leave after January' is a challenge, not a timeline.
 */
function readTimeline(text: string, strict = true): string | undefined {
  for (const sentence of sentencesOf(text)) {
    if (sentence.trim().endsWith('?')) continue;
    const past = PAST_TIME.test(sentence);
    const timing = !strict || TIMING_CONTEXT.test(sentence);
    for (const pattern of TIME_PATTERNS) {
      const match = pattern.exec(sentence);
      if (!match || (past && pattern !== TIME_PATTERNS[0])) continue;
      const deadline = /^(?:within|by|before)\b/i.test(match[0]);
      if (!timing && !deadline && pattern !== TIME_PATTERNS[0] && letterCount(match[0]) < 0.6 * letterCount(sentence)) continue;
      // '$1,500 a month' is a rate, not a timeline; 'a month' alone needs 'in', 'within' ...
      if (pattern === TIME_PATTERNS[1] && /^(?:a|one|the)\s/i.test(match[0])) continue;
      return clip(tidy(match[0]), SHORT_ANSWER_MAX_LENGTH);
    }
    if (/\b(?:timeline|timeframe|timing|start|when)\b/i.test(sentence) && NOT_SURE.test(sentence)) return NOT_SURE_YET;
    if (past) continue;
    // Dates people write in many ways ('by 15 March', 'next Friday', 'the first week of July'): chrono-node finds them.
    for (const found of chrono.en.parse(sentence, new Date(), { forwardDate: true })) {
      const before = sentence.slice(0, found.index);
      const preposition = /\b(by|before|from|on|in|after|around|early|late|mid|end of|start of|until|till)\s+(?:the\s+)?$/i.exec(before)?.[0] ?? '';
      // 'for now', 'Tuesday and Thursday classes': words chrono reads as dates that say nothing about when to start.
      if (/^(?:now|today|tonight|right now)$/i.test(found.text.trim())) continue;
      if (!preposition && !/\b(?:next|this|coming|\d{1,2}(?:st|nd|rd|th)?\s+\p{L}+|\p{L}+\s+\d{1,2}(?:st|nd|rd|th)?)\b/iu.test(found.text)) continue;
      if (!timing && !/^(?:by|before)\b/i.test(preposition) && letterCount(found.text) < 0.6 * letterCount(sentence)) continue;
      return clip(tidy(`${preposition}${found.text}`), SHORT_ANSWER_MAX_LENGTH);
    }
  }
  return undefined;
}

/** An answer to 'When would you like to get started?' that the patterns did not place: kept as typed. */
export function readTimelineAnswer(text: string): string | undefined {
  const found = readTimeline(text, false);
  if (found) return found;
  if (NOT_SURE.test(text)) return NOT_SURE_YET;
  const answer = stripFullStop(text);
  if (!answer || answer.split(/\s+/).length > 12 || !/[\p{L}\d]/u.test(answer)) return undefined;
  return clip(answer, SHORT_ANSWER_MAX_LENGTH);
}

/** An answer to the budget question that the patterns did not place ('flexible', 'small'). */
export function readBudgetAnswer(text: string): string | undefined {
  const found = readBudget(text);
  if (found) return found;
  if (NOT_SURE.test(text)) return NOT_SURE_YET;
  const answer = stripFullStop(text);
  if (/\d/.test(answer) && answer.split(/\s+/).length <= 10) return clip(answer, SHORT_ANSWER_MAX_LENGTH);
  if (/\b(?:small|modest|limited|tight|open|negotiable|reasonable|low|medium|high|big|not much|minimal)\b/i.test(answer) && answer.split(/\s+/).length <= 10) {
    return clip(answer, SHORT_ANSWER_MAX_LENGTH);
  }
  return undefined;
}

// ---------- service ----------

/** Words that point to one service when the visitor types rather than clicks. */
const SERVICE_KEYWORDS: [RegExp, TOnboardingService][] = [
  [/\b(?:websites?|web ?sites?|web design|web app|apps?|mobile app|online store|online shop|e-?commerce|shopify|wordpress|landing page|portfolio site|gallery site|sell online|take payments)\b/gi, 'Website & App Development'],
  [/\b(?:content|blogs?|blog posts?|copy|copywriting|videos?|images?|social posts?|captions?|newsletters?|writing|write|descriptions|guides|recipes)\b/gi, 'AI Content Creation'],
  [/\b(?:marketing|seo|social media|ads|advertising|branding|google|facebook|instagram|tiktok|search results|visibility|let clients see me|be found|found online|first page|show up)\b/gi, 'Digital Marketing'],
  [/\b(?:automat\w*|workflows?|processes|admin|paperwork|invoic\w*|streamline\w*|manual (?:work|tasks|data entry)|data entry|spreadsheets?|integrations?|rosters?|reminders)\b/gi, 'Business Automation'],
  [/\b(?:agents?|chat ?bots?|bots?|ai assistants?|virtual assistants?|assistant|answer (?:the )?(?:phone|questions|enquiries)|customer service|client interaction|receptionist)\b/gi, 'Intelligent Agents'],
  [/\b(?:leads?|lead gen\w*|more (?:clients|customers|enquiries|bookings|sales)|new (?:clients|customers)|sales|prospects?|bring me more clients|pipeline)\b/gi, 'Lead Generation'],
];

/** The service a message names: its number, its name (with or without the number), else the one most of its words point to. */
export function matchService(message: string, allowNumber: boolean): TOnboardingService | undefined {
  const text = message.trim();
  const number = /^(\d+)[.)]?$/.exec(text)?.[1];
  if (number) return allowNumber ? ONBOARDING_SERVICES[Number(number) - 1] : undefined;
  const exact = exactService(text);
  if (exact) return exact;
  const withoutAddresses = text.replace(EMAIL_CANDIDATE, ' ').replace(/\bhttps?:\/\/\S+/g, ' ');
  let best: { hits: number; at: number; service: TOnboardingService } | undefined;
  for (const [pattern, service] of SERVICE_KEYWORDS) {
    const matches = [...withoutAddresses.matchAll(pattern)];
    const first = matches[0];
    if (!first) continue;
    const candidate = { hits: matches.length, at: first.index ?? 0, service };
    if (!best || candidate.hits > best.hits || (candidate.hits === best.hits && candidate.at < best.at)) best = candidate;
  }
  return best?.service;
}

/** A service's own name (a button's text), with or without its number. */
export function exactService(message: string): TOnboardingService | undefined {
  const named = message.trim().replace(/^\s*\d+[.)]\s*/, '').replace(/[.!]+$/, '').toLowerCase();
  return ONBOARDING_SERVICES.find((service) => service.toLowerCase() === named);
}

// ---------- discovery ----------

const CHALLENGE_CUES =
  /\b(?:problems?|struggl\w*|challeng\w*|issues?|hard to|difficult|too much time|takes? (?:too long|ages|hours|forever)|waste|wasting|los(?:e|ing|t)|slow|manual(?:ly)?|can'?t|cannot|don'?t have (?:the )?time|behind|get lost|gets lost|falls? through|spend(?:ing)? (?:hours|too)|frustrat\w*|pain|bottleneck|overwhelm\w*|no time|not enough|miss(?:ed|ing)? (?:calls|enquiries|leads)|messy|chaos|chaotic|headache|stuck|competition|competitors|drop(?:ped|ping)? off|down on|fewer|lack|paper|double-book\w*|mistakes?|errors?|wrong|mess|nightmare|late|forever|hate|quiet|patchy|dried up|flat|outrank\w*|swamp\w*|expensive)\b/i;
const GOAL_CUES =
  /\b(?:(?:we|i)'?d (?:like|love)|(?:we|i) (?:really )?want|we need|looking for|hoping for|want(?:s|ed)? to|would like to|we'?d like to|i'?d like to|hoping to|hope to|goals?|aim(?:ing)? to|looking to|need(?:s)? to|plan(?:ning)? to|so that|so we can|grow|increase|double|triple|more (?:customers|clients|sales|bookings|leads|time)|reduce|cut|save|improve|launch|expand|scale|get (?:more|to)|achieve|ideally)\b/i;
const BUSINESS_CUES =
  /\b(?:we are an?|we'?re an?|i am an?|i'?m an?|we run|i run|we own|i own|we sell|we make|we do|we provide|we offer|we build|we help|our (?:business|company|shop|store|clinic|practice|firm|team|customers|clients)|(?:business|company|shop|store|clinic|practice|firm|studio|caf[eé]|restaurant|salon|agency|bakery|consultancy) (?:in|based|that|which|with|of)|based in|\d+[- ]?(?:person|people|staff|employees)|employees|family[- ]owned|small business|startup|start-up|retail|trades?|plumb\w*|build(?:er|ing) company|landscap\w*|accountan\w*|lawyers?|law firm|physio\w*|dentist|vet|gym|school|charity|nonprofit|non-profit|hospitality|manufactur\w*|wholesale|online shop|e-?commerce|(?:we'?ve|i'?ve) been (?:trading|in business|operating|running)|we have \d+|we employ)\b/i;

/** A sentence that opens by saying what the business is ('We run a bakery and want to grow'). */
const BUSINESS_OPENERS = /^(?:(?:hi|hello|kia ora)[,!\s]+)?(?:we(?:'re| are) an? |i(?:'m| am) an? |we run |i run |we own |i own |we sell |we make |we build |we install |we design |we grow |we provide |we offer |we do |our (?:business|company) (?:is|does) )/i;

/** The message in sentences (a sentence ends at '.', '!', '?' or a line break; addresses keep their dots). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** A sentence that only carries contact details ('My name is Jane, email jane@...', 'Budget about $10,000'). */
function isContactSentence(sentence: string): boolean {
  if (readTimeline(sentence)) return true;
  return (
    WANTS_PERSON.test(sentence) ||
    WANTS_BOOKING.test(sentence) ||
    HAS_EMAIL.test(sentence) ||
    /\b(?:my name|name is|call me|budget|timeline|timeframe|cheers|regards|ngā mihi|nga mihi|reach me|contact me|my email|email me)\b/i.test(sentence) ||
    readPhone(sentence) !== undefined ||
    MONEY.test(sentence)
  );
}

interface DiscoveryReading {
  business: string[];
  challenges: string[];
  goals: string[];
  unclassified: string[];
}

function readDiscovery(text: string): DiscoveryReading {
  const reading: DiscoveryReading = { business: [], challenges: [], goals: [], unclassified: [] };
  const clauses = sentencesOf(text).flatMap((sentence) => sentence.split(/,?\s(?:and|but|so)\s(?=(?:we|i|our)\b)/i));
  for (const sentence of clauses) {
    const business = BUSINESS_CUES.test(sentence);
    const contact = isContactSentence(sentence);
    if (sentence.endsWith('?') || isPleasantry(sentence) || DONE.test(sentence)) continue;
    if (BUSINESS_OPENERS.test(sentence) && !contact) reading.business.push(sentence);
    else if (CHALLENGE_CUES.test(sentence) && !contact) reading.challenges.push(sentence);
    else if (GOAL_CUES.test(sentence) && !contact) reading.goals.push(sentence);
    else if (business && !/\b(?:my name|email|e-mail|phone)\b/i.test(sentence)) reading.business.push(sentence);
    else if (!contact) reading.unclassified.push(sentence);
  }
  return reading;
}

// ---------- intents ----------

function isPleasantry(text: string): boolean {
  const tokens = words(text.replace(/[!.,?…]+/g, ' '));
  return tokens.length > 0 && tokens.length <= 8 && tokens.every((token) => PLEASANTRY_WORDS.has(token));
}

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
