import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { QUOTE_SENT_ANCHOR, renderQuoteFormPage, SITE_ENQUIRY_LIMITS, type QuoteFormState } from '@agency/contracts';
import { publishedSitePolicy } from '../common/http/security-headers';
import { SQL_POOL } from '../database/database.module';
import { SiteHostingService } from '../sites/site-hosting.service';
import { isSitePaused, sendSitePaused } from '../subscriptions/site-billing';
import { QUOTE_FORM_TOO_LARGE, SiteEnquiriesService } from './site-enquiries.service';

/**
 * The largest request a valid form can make, and so the most this route takes: every field at its limit in characters
 * of 3 bytes (a UTF-16 unit is at most 3 bytes of UTF-8), each byte percent-encoded (9 bytes a character), and 1 KB
 * for the names and the honeypot. About 22 KB: 16 KB refused a full-length message in Chinese or Hindi.
 */
export const FORM_BODY_LIMIT = Object.values(SITE_ENQUIRY_LIMITS).reduce((sum, limit) => sum + limit, 0) * 9 + 1024;
/**
 * A bigger body is still read up to this size, so the form can come back with everything typed and the over-long
 * field marked (413); beyond it the body is not read at all and the page says so.
 */
export const FORM_READ_LIMIT = 256 * 1024;

/** A parsed form body and its size in bytes as posted. */
interface PostedForm {
  fields: Record<string, string[]>;
  bytes: number;
}

function postedForm(body: unknown): PostedForm | undefined {
  return typeof body === 'object' && body !== null && 'fields' in body && 'bytes' in body ? (body as PostedForm) : undefined;
}

/**
 * The published page's quote form posts here: POST /sites/{slug}/ and POST / of a site's own domain (the form's action
 * is relative, './'). A plain HTML form, so the body is urlencoded and the answer is HTML: 303 to the page's thank-you
 * anchor (a refresh then reloads the page and posts nothing), or the form again with the visitor's input (400, 429).
 *
 * Outside /api on purpose: these routes read no session and change nothing of the account that may be signed in, so
 * the API's CSRF Origin check (which guards /api/ only) has nothing to protect here, and a customer's domain (another
 * origin) can post. The urlencoded parser lives in this plugin's scope only: the API still never parses a form body.
 * Too large a body is the form again too (413), never JSON: with what was typed when it could be read.
 */
@Injectable()
export class SiteEnquiryFormRoutes implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly hosting: SiteHostingService,
    private readonly enquiries: SiteEnquiriesService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    void fastify.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_READ_LIMIT }, (_request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        const form: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
        for (const [key, value] of new URLSearchParams(text)) (form[key] ??= []).push(value);
        done(null, { fields: form, bytes: Buffer.byteLength(text) } satisfies PostedForm);
      });
      // A browser's form post is answered with a page, never with the API's JSON: a body too large to read is the
      // form again (413) saying so, on the site the visitor was on.
      scope.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
        if (error.statusCode !== 413) throw error;
        const slug = (request.params as { slug?: string } | undefined)?.slug;
        const siteId = await this.hosting.liveSiteIdFor(request, slug);
        if (!siteId) {
          reply.callNotFound();
          return reply;
        }
        void reply.header('connection', 'close');
        return this.formAgain(reply, siteId, { notice: QUOTE_FORM_TOO_LARGE.unread(FORM_READ_LIMIT) }, 413);
      });
      scope.post<{ Params: { slug: string } }>('/sites/:slug/', (request, reply) => this.receive(request, reply, request.params.slug));
      scope.post('/', (request, reply) => this.receive(request, reply, undefined));
    });
  }

  private async receive(request: FastifyRequest, reply: FastifyReply, slug: string | undefined): Promise<FastifyReply> {
    const siteId = await this.hosting.liveSiteIdFor(request, slug);
    if (!siteId) {
      reply.callNotFound();
      return reply;
    }
    // Unpaid past its grace period: the same notice its page shows (api/src/subscriptions/README.md).
    if (await isSitePaused(this.pool, siteId)) return sendSitePaused(reply);
    const posted = postedForm(request.body);
    // Larger than any valid request: the form again with everything typed, the over-long fields marked; nothing counted.
    if (posted && posted.bytes > FORM_BODY_LIMIT) return this.formAgain(reply, siteId, this.enquiries.oversizeState(posted.fields), 413);
    const outcome = await this.enquiries.submit(siteId, posted?.fields, request.ip);
    switch (outcome.kind) {
      case 'sent':
      case 'trap':
        return reply.code(303).header('location', `./#${QUOTE_SENT_ANCHOR}`).header('cache-control', 'no-store').send();
      case 'invalid':
        return this.formAgain(reply, siteId, outcome.state, 400);
      case 'limited':
        void reply.header('retry-after', String(outcome.retryAfterSeconds));
        return this.formAgain(reply, siteId, outcome.state, 429);
    }
  }

  private async formAgain(reply: FastifyReply, siteId: string, state: QuoteFormState, status: 400 | 413 | 429): Promise<FastifyReply> {
    const { template, businessInfo } = await this.enquiries.pageInputs(siteId);
    const { html } = renderQuoteFormPage(template, businessInfo, state);
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The site's own policy: no script, its stylesheet by hash, posting to itself only.
      .header('content-security-policy', publishedSitePolicy(html))
      .header('x-frame-options', 'SAMEORIGIN')
      .send(html);
  }
}
