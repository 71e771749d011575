/*
 * A client's companies and their logos (spec part 2 §2-§5, §8, §9) without zod, so the client remote can import
 * the industries, the logo rules and the words and download nothing else. The schemas are in companies.ts.
 */

export const COMPANY_INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Retail',
  'Manufacturing',
  'Education',
  'Hospitality',
  'Construction',
  'Professional Services',
  'Agriculture',
  'Other',
] as const;
export type TCompanyIndustry = (typeof COMPANY_INDUSTRIES)[number];

export const COMPANY_NAME_MAX_LENGTH = 200;
export const COMPANY_WEBSITE_MAX_LENGTH = 300;

/** Logo size limit (part 2 §9): 5 MB, checked by the browser before sending and by the server (413 beyond it). */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field the upload must use (part 2 §7). */
export const LOGO_FIELD_NAME = 'logo';
/**
 * What the server accepts, decided from the file's bytes, never its name or declared type. SVG is refused: it is a
 * document that can carry scripts. The browser's own check is the spec's 'starts with image/' (part 2 §5).
 */
export const LOGO_ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The `accept` attribute for the file input. */
export const LOGO_ACCEPT_ATTRIBUTE = LOGO_ACCEPTED_TYPES.join(',');
/** The stored logo fits within this square; smaller images are not enlarged. */
export const LOGO_MAX_DIMENSION = 512;

/** True when a browser File's declared type passes the spec's check (part 2 §5). */
export function isImageFileType(type: string): boolean {
  return type.startsWith('image/');
}

/** Verbatim texts of the companies tab and its logo uploader (part 2 §5, §8). */
export const COMPANY_TEXT = {
  invalidFileType: { title: 'Invalid file type', description: 'Please select an image file (PNG, JPG, GIF, etc.)' },
  fileTooLarge: { title: 'File too large', description: 'Please select an image smaller than 5MB' },
  uploaded: 'Logo uploaded successfully!',
  uploadFailed: { title: 'Upload failed', fallback: 'Please try again.' },
} as const;

/** 'Upload failed: {status} {body}' (part 2 §8), the error text the failure toast shows. */
export function logoUploadErrorText(status: number, body: string): string {
  return `Upload failed: ${status} ${body}`;
}

/** The server's answers. */
export const COMPANY_MESSAGES = {
  notFound: 'Company not found',
  logoNotFound: 'Logo not found',
  nothingToChange: 'Send at least one field to change',
  industry: 'Please choose an industry from the list',
  website: 'Please enter a valid website address (http or https)',
  logoType: 'Please upload a PNG, JPEG, GIF or WebP image',
  logoUnreadable: 'The file is not a readable image',
  logoTooLarge: 'Please select an image smaller than 5MB',
  logoMissing: `Send the image as a multipart form with one file in the field named '${LOGO_FIELD_NAME}'`,
  logoMultipart: 'The logo must be sent as multipart/form-data',
  logoRateLimit: 'Too many logo uploads. Please try again in a few minutes.',
} as const;
