import { applyDecorators } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { z } from 'zod';

/**
 * Documents a body in the OpenAPI document from the same zod schema that validates it. The
 * document declares OpenAPI 3.0 (what most client generators read), so the schema is emitted in
 * 3.0's dialect: `nullable: true` rather than 3.1's type arrays, no `const`.
 */
export function ApiZodBody(schema: z.ZodType): MethodDecorator {
  const jsonSchema = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'openapi-3.0',
  });
  delete (jsonSchema as { $schema?: string }).$schema;
  return applyDecorators(ApiBody({ schema: jsonSchema as Record<string, unknown> }));
}
