import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 that also tells the client when to try again (the filter sends Retry-After). */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
