import { z } from 'zod';
import { REPORT_FORMATS, ReportFormat } from './report-definition';

export const generateReportSchema = z
  .object({
    report: z.string().min(1).max(100),
    parameters: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).default({}),
    format: z.enum(REPORT_FORMATS as [ReportFormat, ...ReportFormat[]]).default('csv'),
  })
  .strict();
export type GenerateReportDto = z.infer<typeof generateReportSchema>;

export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces')
  .optional();

export const runIdSchema = z.uuid('must be a run id');

/** GET /api/v1/reports/runs: newest first, keyset-paged by an opaque cursor. */
export const listRunsSchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(200).optional(),
    /** Only runs of this report. */
    report: z.string().min(1).max(100).optional(),
  })
  .strict();
export type ListRunsDto = z.infer<typeof listRunsSchema>;

export interface ReportRunView {
  id: string;
  report: string;
  format: ReportFormat;
  parameters: Record<string, string | number | null>;
  status: string;
  progress: number;
  rows: number | null;
  failureReason: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  artifact: string | null;
  /** When the report's rows reflect the ERP as of (replica mode only). */
  asOf?: string;
}
