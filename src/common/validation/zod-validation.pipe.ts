import { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { DomainError } from '../errors/domain-error';

export interface FieldFault {
  field: string;
  message: string;
}

/** Turns zod issues into the `details` of a VALIDATION_FAILED answer. */
export function faultsOf(error: z.ZodError): FieldFault[] {
  return error.issues.map((issue) => ({
    field: issue.path.join('.') || '(body)',
    message: issue.message,
  }));
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
    const faults = faultsOf(result.error);
    const summary = faults.map((f) => `${f.field}: ${f.message}`).join('; ');
    throw DomainError.validation(`invalid ${this.what}: ${summary}`, faults);
  }
}
