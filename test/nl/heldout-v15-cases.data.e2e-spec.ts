/**
 * The held-out set v15 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V15_REPORT=1 to print each question with its row counts.
 */
import { describeHeldoutData } from './heldout-data-check';
import { HELDOUT_V15_CASES, HELDOUT_V15_NAME } from './heldout-v15-cases';

describeHeldoutData(HELDOUT_V15_NAME, HELDOUT_V15_CASES, 200, 'HELDOUT_V15_REPORT');
