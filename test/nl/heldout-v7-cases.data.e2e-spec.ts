/**
 * The held-out set v7 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V7_REPORT=1 to print each question with its row counts.
 */
import { describeHeldoutData } from './heldout-data-check';
import { HELDOUT_V7_CASES, HELDOUT_V7_NAME } from './heldout-v7-cases';

describeHeldoutData(HELDOUT_V7_NAME, HELDOUT_V7_CASES, 180, 'HELDOUT_V7_REPORT');
