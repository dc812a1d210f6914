/**
 * The held-out set v5 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V5_REPORT=1 to print each question with its row counts.
 */
import { describeHeldoutData } from './heldout-data-check';
import { HELDOUT_V5_CASES, HELDOUT_V5_NAME } from './heldout-v5-cases';

describeHeldoutData(HELDOUT_V5_NAME, HELDOUT_V5_CASES, 120, 'HELDOUT_V5_REPORT');
