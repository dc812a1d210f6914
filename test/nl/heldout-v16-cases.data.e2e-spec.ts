/**
 * The held-out set v16 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V16_REPORT=1 to print each question with its row counts.
 */
import { describeHeldoutData } from './heldout-data-check';
import { HELDOUT_V16_CASES, HELDOUT_V16_NAME } from './heldout-v16-cases';

describeHeldoutData(HELDOUT_V16_NAME, HELDOUT_V16_CASES, 200, 'HELDOUT_V16_REPORT');
