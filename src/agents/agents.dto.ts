import { z } from 'zod';
import { AGENT_NAME } from './agent-manifest';

/**
 * `POST /api/v1/agents/deploy` takes the manifest itself (a JSON object), its text (YAML or
 * JSON) in `{ "manifest": "…" }` or as an `application/yaml` body, or `{ "redeploy": { name,
 * version } }` to put a stored earlier version back in force.
 */
export const redeploySchema = z
  .object({
    redeploy: z
      .object({
        name: z.string().regex(AGENT_NAME, 'an agent name'),
        version: z.string().min(1).max(64),
      })
      .strict(),
  })
  .strict();

/** Deploys an extension's agent template, optionally under another name, version or trigger. */
export const fromTemplateSchema = z
  .object({
    template: z.string().min(1).max(64),
    name: z.string().regex(AGENT_NAME, 'an agent name').optional(),
    version: z.string().min(1).max(64).optional(),
    trigger: z.unknown().optional(),
    enabled: z.boolean().optional(),
  })
  .strict();

export const manifestTextSchema = z.object({ manifest: z.string().min(1).max(200_000) }).strict();

export const invokeAgentSchema = z
  .object({
    /** A question to answer within the agent's scope. */
    input: z.string().trim().min(3).max(500).optional(),
  })
  .strict();

export type InvokeAgentDto = z.infer<typeof invokeAgentSchema>;

export const agentIdSchema = z.string().regex(AGENT_NAME, 'an agent name');

export const runsQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(100).default(20) })
  .strict();
