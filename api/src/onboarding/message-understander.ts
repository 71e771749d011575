import { Logger } from '@nestjs/common';
import { ONBOARDING_SERVICES, nameProblem, phoneProblem } from '@agency/contracts';
import { z } from 'zod';
import { AGENCY_NAME, readFor, type ConsultantState } from './consultant-script';
import { chatCompletionsUrl } from './llm-reply-writer';
import type { OnboardingLlmConfig } from './onboarding.config';
import { describeState } from './reply-writer';
import {
  LONG_ANSWER_MAX_LENGTH,
  SHORT_ANSWER_MAX_LENGTH,
  clip,
  readBareName,
  readCompanyAnswer,
  readEmails,
  type QuestionTopic,
  type Understanding,
} from './visitor-facts';
import { COMMON_WORDS } from './visitor-words';

/** What an understander is given for one message. */
export interface UnderstandRequest {
  message: string;
  state: ConsultantState;
  /** The stored transcript before this message, oldest first (empty when no model reads it). */
  history: { role: 'user' | 'assistant'; content: string }[];
}

/** Reads one visitor message into facts. The engine decides what to store; an understander only reads. */
export interface MessageUnderstander {
  readonly name: string;
  read(request: UnderstandRequest): Promise<Understanding>;
}

export const MESSAGE_UNDERSTANDER = Symbol('MESSAGE_UNDERSTANDER');

/** The default: the rules in visitor-facts.ts, in well under a millisecond, with nothing installed. */
export class ScriptedUnderstander implements MessageUnderstander {
  readonly name = 'scripted';

  read(request: UnderstandRequest): Promise<Understanding> {
    return Promise.resolve(readFor(request.state, request.message));
  }
}

const QUESTION_TOPICS = ['price', 'proposal_time', 'next_steps', 'who', 'privacy', 'other'] as const satisfies readonly QuestionTopic[];

/** The facts a model names, as its structured output must give them (every key present, null when not said). */
const ZModelFacts = z.object({
  service: z.enum(ONBOARDING_SERVICES).nullable(),
  business: z.string().nullable(),
  challenges: z.string().nullable(),
  goals: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  noCompany: z.boolean(),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  question: z.enum(QUESTION_TOPICS).nullable(),
  wantsPerson: z.boolean(),
  done: z.boolean(),
  declined: z.boolean(),
  otherLanguage: z.boolean(),
});
type ModelFacts = z.infer<typeof ZModelFacts>;

const nullableString = { type: ['string', 'null'] } as const;

/** The JSON schema sent as `response_format` (OpenAI structured outputs; strict, so every key is required). */
export const VISITOR_FACTS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(ZModelFacts.shape),
  properties: {
    service: { type: ['string', 'null'], enum: [...ONBOARDING_SERVICES, null], description: 'The service the visitor wants, if named or described' },
    business: { ...nullableString, description: "The visitor's own words about what the business does" },
    challenges: { ...nullableString, description: "The visitor's own words about what holds the business back" },
    goals: { ...nullableString, description: "The visitor's own words about what they want to achieve" },
    name: { ...nullableString, description: "The visitor's name exactly as typed (keep macrons, apostrophes and case); never a greeting or 'thanks'" },
    email: { ...nullableString, description: 'The e-mail address the visitor wants used, exactly as typed' },
    phone: { ...nullableString, description: 'A phone number, exactly as typed' },
    company: { ...nullableString, description: 'The company or business name, exactly as typed' },
    noCompany: { type: 'boolean', description: "True when the visitor says there is no company ('just me', 'sole trader')" },
    budget: { ...nullableString, description: "The budget as said ('about $10,000', '5-10k', 'Not sure yet')" },
    timeline: { ...nullableString, description: "When they want to start or finish, as said ('2-3 months', 'by March', 'asap')" },
    question: { type: ['string', 'null'], enum: [...QUESTION_TOPICS, null], description: 'The topic of a question the visitor asked, if any' },
    wantsPerson: { type: 'boolean', description: 'The visitor asks to talk to a person or to book a call' },
    done: { type: 'boolean', description: "The visitor says they have nothing more to tell ('that's all')" },
    declined: { type: 'boolean', description: "The visitor declines the question just asked ('not sure', 'rather not say')" },
    otherLanguage: { type: 'boolean', description: 'The message is not written in English' },
  },
} as const;

const ZCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          tool_calls: z.array(z.object({ function: z.object({ arguments: z.string() }) })).optional(),
        }),
      }),
    )
    .min(1),
});

function systemPrompt(state: ConsultantState): string {
  return [
    `You read messages written to the AI business consultant of ${AGENCY_NAME}, a small agency in Auckland, New Zealand.`,
    'Report the facts the latest visitor message states, as structured output. Copy values exactly as the visitor typed them;',
    'use null for anything the message does not say. Never invent a value, and never take a greeting, thanks or yes/no as a name, company or budget.',
    `The services: ${ONBOARDING_SERVICES.join('; ')}.`,
    `The consultant last asked for: ${state.pendingField ?? 'nothing'}.`,
    'What the visitor has told us so far:',
    describeState(state),
  ].join('\n');
}

const notPleasantry = (value: string) => !value.split(/\s+/).every((word) => COMMON_WORDS.has(word.toLowerCase().replace(/[^\p{L}']/gu, '')));

/**
 * The model's facts checked with the same rules as the scripted reading: a name must pass the shared name rule and not
 * be a pleasantry, an address the e-mail rule (lowercased, typo suggestions), a phone the phone rule; free text is cut
 * to its column. A fact that fails is left out; the scripted reading of the same message fills what the model left.
 */
export function validatedModelReading(facts: ModelFacts, scripted: Understanding): Understanding {
  const reading: Understanding = { ...scripted };
  if (facts.service) reading.service = facts.service;
  for (const field of ['business', 'challenges', 'goals'] as const) {
    const value = facts[field]?.trim();
    if (value) reading[field] = clip(value, LONG_ANSWER_MAX_LENGTH);
  }
  const name = facts.name?.trim();
  if (name && !nameProblem(name) && readBareName(name).name) reading.name = name;
  if (facts.email) {
    const emails = readEmails(facts.email);
    delete reading.email;
    delete reading.emailChoices;
    delete reading.emailTrouble;
    Object.assign(reading, scripted.emailChoices ? { emailChoices: scripted.emailChoices } : emails);
  }
  const phone = facts.phone?.trim();
  if (phone && !phoneProblem(phone)) reading.phone = phone;
  if (facts.noCompany) reading.company = null;
  else if (facts.company && notPleasantry(facts.company)) {
    const company = readCompanyAnswer(facts.company);
    if (company) reading.company = company;
  }
  const budget = facts.budget?.trim();
  if (budget && notPleasantry(budget)) reading.budget = clip(budget, SHORT_ANSWER_MAX_LENGTH);
  const timeline = facts.timeline?.trim();
  if (timeline && notPleasantry(timeline)) reading.timeline = clip(timeline, SHORT_ANSWER_MAX_LENGTH);
  if (facts.question) reading.question = facts.question;
  if (facts.wantsPerson) reading.wantsPerson = true;
  if (facts.done) reading.done = true;
  if (facts.declined) reading.declined = true;
  if (facts.otherLanguage) reading.otherLanguage = true;
  return reading;
}

/**
 * Reads each message with an OpenAI-compatible chat-completions endpoint and structured output (a JSON schema, or a
 * tool call's arguments from servers that answer that way). The facts are validated before the engine sees them; a
 * timeout, an error status or an answer that is not the schema gives the scripted reading for that turn.
 */
export class LlmUnderstander implements MessageUnderstander {
  readonly name = 'llm';
  private readonly logger = new Logger(LlmUnderstander.name);
  private readonly endpoint: string;

  constructor(private readonly config: OnboardingLlmConfig) {
    this.endpoint = chatCompletionsUrl(config.url);
  }

  async read(request: UnderstandRequest): Promise<Understanding> {
    const scripted = readFor(request.state, request.message);
    const facts = await this.ask(request);
    return facts ? validatedModelReading(facts, scripted) : scripted;
  }

  private async ask(request: UnderstandRequest): Promise<ModelFacts | undefined> {
    const messages = [
      { role: 'system', content: systemPrompt(request.state) },
      ...request.history.slice(-6),
      { role: 'user', content: request.message },
    ];
    try {
      const response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.config.model,
          messages,
          temperature: 0,
          max_tokens: 600,
          response_format: { type: 'json_schema', json_schema: { name: 'visitor_facts', strict: true, schema: VISITOR_FACTS_SCHEMA } },
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      if (!response.ok) {
        this.logger.warn(`Model endpoint answered ${response.status} when reading a message; using the scripted reading`);
        return undefined;
      }
      const completion = ZCompletion.safeParse(await response.json());
      const message = completion.success ? completion.data.choices[0]?.message : undefined;
      const raw = message?.tool_calls?.[0]?.function.arguments ?? message?.content ?? '';
      const facts = ZModelFacts.safeParse(parseJson(raw));
      if (!facts.success) {
        this.logger.warn('Model reading was not the facts schema; using the scripted reading');
        return undefined;
      }
      return facts.data;
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${this.config.timeoutMs} ms` : String(error);
      this.logger.warn(`Model endpoint failed when reading a message (${reason}); using the scripted reading`);
      return undefined;
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
