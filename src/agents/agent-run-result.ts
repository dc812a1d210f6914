import type { KeptResult, KeptValue } from '../erp/policy/result-projector';

/** What a run read and did, as kept in its row (records unmasked; shown through policies). */
export interface AgentRunResult {
  steps: Array<{ id: string; ido: string; question?: string; result: KeptResult }>;
  conditions: Array<{ condition: string; value: KeptValue; passed: boolean }>;
  /** Index of the condition that stopped the run quietly, if one did. */
  stoppedBy: string | null;
  values: Array<{ name: string } & KeptValue>;
  alerts: Array<{
    from: string;
    severity: 'info' | 'warning' | 'critical';
    messageTemplate: string;
    matches: KeptResult;
  }>;
  reports: Array<{ name: string; format: string; runId: string }>;
  answer: { question: string; result: KeptResult } | null;
}
