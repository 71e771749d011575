import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { tooLongMessage } from './field-rules';
import { requiredText } from './fields';
import {
  COMPANY_INDUSTRIES,
  COMPANY_MESSAGES,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_WEBSITE_MAX_LENGTH,
} from './companies-options';

/*
 * A client's companies and their logos (spec part 2 §2-§5, §7):
 *   GET   /api/companies/user     signed in: the caller's own companies, oldest first
 *   GET   /api/companies          the same list (an admin too gets only their own here)
 *   POST  /api/companies          signed in: {name, industry?, website?}
 *   PATCH /api/companies/:id      the owner: name, industry, website (null clears); 404 for anyone else
 *   POST  /api/companies/:id/logo the owner: multipart, one file in the field 'logo'; PNG, JPEG, GIF or WebP by its
 *                                 bytes, 5 MB at most (413 beyond); re-encoded, resized, metadata stripped
 *   GET   /api/companies/:id/logos/:logoId  (outside the JSON catalog) the stored image, to its owner or an admin;
 *                                 a new URL per upload, so it is cached for a year
 */

/** '' or no scheme: 'example.co.nz' becomes 'https://example.co.nz'; only http and https are kept. */
export const ZCompanyWebsite = z
  .string({ error: COMPANY_MESSAGES.website })
  .trim()
  .max(COMPANY_WEBSITE_MAX_LENGTH, tooLongMessage('website', COMPANY_WEBSITE_MAX_LENGTH))
  .transform((value, ctx) => {
    if (value === '') return null;
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(withScheme);
      // Stored as typed, so it must also pass the column's check: no whitespace, at most the length with the scheme.
      const storable = !/\s/.test(withScheme) && withScheme.length <= COMPANY_WEBSITE_MAX_LENGTH;
      if (storable && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')) return withScheme;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: COMPANY_MESSAGES.website });
    return z.NEVER;
  });

const ZIndustry = z.enum(COMPANY_INDUSTRIES, { error: COMPANY_MESSAGES.industry });

/** Body of POST /api/companies. */
export const ZCreateCompanyRequest = z.object({
  name: requiredText('company name', COMPANY_NAME_MAX_LENGTH),
  industry: z
    .union([ZIndustry, z.literal(''), z.null()], { error: COMPANY_MESSAGES.industry })
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value)),
  website: ZCompanyWebsite.nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type TCreateCompanyRequest = z.input<typeof ZCreateCompanyRequest>;
export type TCreateCompany = z.output<typeof ZCreateCompanyRequest>;

/** Body of PATCH /api/companies/:id: any of the fields; null or '' clears industry and website. */
export const ZUpdateCompanyRequest = z
  .object({
    name: requiredText('company name', COMPANY_NAME_MAX_LENGTH).optional(),
    industry: z
      .union([ZIndustry, z.literal(''), z.null()], { error: COMPANY_MESSAGES.industry })
      .optional()
      .transform((value) => (value === '' ? null : value)),
    website: ZCompanyWebsite.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), COMPANY_MESSAGES.nothingToChange);
export type TUpdateCompanyRequest = z.input<typeof ZUpdateCompanyRequest>;
export type TUpdateCompany = z.output<typeof ZUpdateCompanyRequest>;

/** A company as its owner reads it. logoUrl: a same-origin path, new for every upload; null without a logo. */
export const ZCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TCompany = z.infer<typeof ZCompany>;
export const ZCompanyList = z.array(ZCompany);
export type TCompanyList = z.infer<typeof ZCompanyList>;

export const COMPANY_ENDPOINTS = {
  'GET /api/companies/user': {
    summary: "The signed-in account's companies, oldest first",
    tag: 'companies',
    access: 'signed-in',
    response: ZCompanyList,
  },
  'GET /api/companies': {
    summary: "The signed-in account's companies, oldest first",
    tag: 'companies',
    access: 'signed-in',
    response: ZCompanyList,
  },
  'POST /api/companies': {
    summary: 'Add a company to the signed-in account',
    tag: 'companies',
    access: 'signed-in',
    body: ZCreateCompanyRequest,
    response: ZCompany,
    status: 201,
  },
  'PATCH /api/companies/:id': {
    summary: "Change a company's name, industry or website; the owner only, 404 for anyone else",
    tag: 'companies',
    access: 'signed-in',
    owner: 'owner',
    body: ZUpdateCompanyRequest,
    response: ZCompany,
  },
  'POST /api/companies/:id/logo': {
    summary:
      "Upload the company's logo (multipart, field 'logo'): PNG, JPEG, GIF or WebP by content, at most 5 MB (413 beyond); re-encoded and resized; the owner only",
    tag: 'companies',
    access: 'signed-in',
    owner: 'owner',
    response: ZCompany,
    contentType: 'multipart/form-data',
  },
} satisfies EndpointGroup;
