import * as chrono from 'chrono-node';
import { ONBOARDING_SERVICES, type TOnboardingService } from '@agency/contracts';
import { DONE, NOT_SURE, WANTS_BOOKING, WANTS_PERSON } from './visitor-words';
import { EMAIL_CANDIDATE, HAS_EMAIL, readPhone } from './contact-shapes';
import { NOT_SURE_YET, SHORT_ANSWER_MAX_LENGTH, clip, isPleasantry, stripFullStop, tidy, words } from './visitor-text';

/*
 * What the visitor wants done, read from anywhere in a message: the budget, the timeline, the service, and the
 * business, challenges and goals in their own sentences.
 */

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

export function readBudget(text: string): string | undefined {
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

export const letterCount = (text: string) => (text.match(/[\p{L}\d]/gu) ?? []).length;

/**
 * The project's timing. Outside an answer to 'When would you like to start?' (`strict`), a time counts only in a
 * sentence about starting or finishing, or a sentence that is mostly the time ('Before Christmas ideally'):
 * 'Members leave after January' is a challenge, not a timeline.
 */
export function readTimeline(text: string, strict = true): string | undefined {
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
export const BUSINESS_OPENERS = /^(?:(?:hi|hello|kia ora)[,!\s]+)?(?:we(?:'re| are) an? |i(?:'m| am) an? |we run |i run |we own |i own |we sell |we make |we build |we install |we design |we grow |we provide |we offer |we do |our (?:business|company) (?:is|does) )/i;

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

export function readDiscovery(text: string): DiscoveryReading {
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
