/**
 * The held-out set v10 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V10_REPORT=1 to print each question with its row counts.
 */
import { describeHeldoutData } from './heldout-data-check';
import { HELDOUT_V10_CASES, HELDOUT_V10_NAME } from './heldout-v10-cases';

describeHeldoutData(HELDOUT_V10_NAME, HELDOUT_V10_CASES, 200, 'HELDOUT_V10_REPORT');
