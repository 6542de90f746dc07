// The validator compiler every route schema goes through: fastify-type-provider-zod's, with each
// schema also refusing NUL and lone surrogates in every string it lets through (issue 20,
// docs/decisions/054-invalid-text.md). Here rather than in each schema, so a route added tomorrow
// with a plain z.string() is covered too.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withValidText } from '@ullage/domain/validation';

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: route.schema instanceof z.ZodType ? withValidText(route.schema) : route.schema });
