/**
 * The held-out set v9 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V9_REPORT=1 to print each question with its row counts.
 */
import { describeHeldoutData } from './heldout-data-check';
import { HELDOUT_V9_CASES, HELDOUT_V9_NAME } from './heldout-v9-cases';

describeHeldoutData(HELDOUT_V9_NAME, HELDOUT_V9_CASES, 200, 'HELDOUT_V9_REPORT');
