import { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { DomainError } from '../errors/domain-error';

export interface FieldFault {
  field: string;
  message: string;
}

/**
 * Turns zod issues into the `details` of a VALIDATION_FAILED answer. An unknown field is named
 * as the field itself ("foo: unknown query parameter"), not as a fault of the whole object
 * ("(body): Unrecognized key"), so a caller sees at once which of their parameters is wrong.
 */
export function faultsOf(error: z.ZodError, what = 'request', known: string[] = []): FieldFault[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const kind = what === 'query' ? 'query parameter' : 'field';
      const choices =
        issue.path.length === 0 && known.length > 0 ? ` (known: ${known.join(', ')})` : '';
      return issue.keys.map((key) => ({
        field: [...issue.path, key].join('.'),
        message: `unknown ${kind}${choices}`,
      }));
    }
    return [{ field: issue.path.join('.') || '(body)', message: issue.message }];
  });
}

/**
 * Validates a body or query against a zod schema; 400 VALIDATION_FAILED listing every fault.
 * Object schemas should be `.strict()` so an unknown field is refused, not silently ignored.
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(
    private readonly schema: S,
    private readonly what = 'request',
  ) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    // The fields an object schema knows, to list beside an unknown one.
    const shape = (this.schema as unknown as { shape?: Record<string, unknown> }).shape;
    const faults = faultsOf(result.error, this.what, shape ? Object.keys(shape) : []);
    const summary = faults.map((f) => `${f.field}: ${f.message}`).join('; ');
    throw DomainError.validation(`invalid ${this.what}: ${summary}`, faults);
  }
}
