import { BadRequestException, HttpException, HttpStatus, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPANY_MESSAGES, LOGO_FIELD_NAME, LOGO_MAX_BYTES } from '@agency/contracts';

/** Room for the multipart boundaries and part headers around a file of the largest allowed size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Ends the exchange after this answer: the rest of the upload is not read, so the client cannot keep the server
 * reading megabytes it will throw away (stack.md trap 20).
 */
function refuseAndClose(reply: FastifyReply, exception: HttpException): HttpException {
  void reply.header('connection', 'close');
  return exception;
}

/** Cheap checks before a byte of the body is read: multipart at all, and a declared length within the limit. */
export function checkLogoRequest(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.isMultipart()) throw refuseAndClose(reply, new UnsupportedMediaTypeException(COMPANY_MESSAGES.logoMultipart));
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > LOGO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw refuseAndClose(reply, new PayloadTooLargeException(COMPANY_MESSAGES.logoTooLarge));
  }
}

function isClientError(error: unknown): error is { statusCode: number } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Reads the one file of the field 'logo' into memory, at most LOGO_MAX_BYTES: beyond that it stops at once with 413
 * and closes the connection. The plugin's own errors (malformed multipart, too many parts) become 4xx answers.
 */
export async function readLogoFile(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  try {
    const part = await request.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 }, throwFileSizeLimit: false });
    if (!part || part.fieldname !== LOGO_FIELD_NAME) throw refuseAndClose(reply, new BadRequestException(COMPANY_MESSAGES.logoMissing));
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (part.file.truncated || size > LOGO_MAX_BYTES) {
        part.file.destroy();
        throw refuseAndClose(reply, new PayloadTooLargeException(COMPANY_MESSAGES.logoTooLarge));
      }
      chunks.push(chunk);
    }
    if (part.file.truncated) throw refuseAndClose(reply, new PayloadTooLargeException(COMPANY_MESSAGES.logoTooLarge));
    if (size === 0) throw new BadRequestException(COMPANY_MESSAGES.logoUnreadable);
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof HttpException) throw error;
    if (isClientError(error)) {
      const status = error.statusCode === HttpStatus.PAYLOAD_TOO_LARGE ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.BAD_REQUEST;
      const message = status === HttpStatus.PAYLOAD_TOO_LARGE ? COMPANY_MESSAGES.logoTooLarge : COMPANY_MESSAGES.logoMissing;
      throw refuseAndClose(reply, new HttpException({ statusCode: status, message }, status));
    }
    throw error;
  }
}
