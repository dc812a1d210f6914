import { applyDecorators } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { z } from 'zod';

/** Documents a body in the OpenAPI document from the same zod schema that validates it. */
export function ApiZodBody(schema: z.ZodType): MethodDecorator {
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  delete (jsonSchema as { $schema?: string }).$schema;
  return applyDecorators(ApiBody({ schema: jsonSchema as Record<string, unknown> }));
}
