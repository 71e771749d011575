import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { toFieldErrors } from '@agency/contracts';
import { isZodDtoClass } from './zod-dto';

export const VALIDATION_FAILED_MESSAGE = 'Validation failed';

/** Global pipe: any body, query or param typed with a ZodDto class is parsed with its contract schema. */
@Injectable()
export class ZodValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom' || !isZodDtoClass(metadata.metatype)) return value;
    const result = metadata.metatype.schema.safeParse(value ?? (metadata.type === 'query' ? {} : undefined));
    if (result.success) return result.data;
    const errors = toFieldErrors(result.error);
    throw new BadRequestException({ statusCode: 400, message: errors[0]?.message ?? VALIDATION_FAILED_MESSAGE, errors });
  }
}
