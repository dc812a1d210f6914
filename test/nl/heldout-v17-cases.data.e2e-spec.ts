/**
 * The held-out set v17 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V17_REPORT=1 to print each question with its row counts.
 */
import { describeHeldoutData } from './heldout-data-check';
import { HELDOUT_V17_CASES, HELDOUT_V17_NAME } from './heldout-v17-cases';

describeHeldoutData(HELDOUT_V17_NAME, HELDOUT_V17_CASES, 200, 'HELDOUT_V17_REPORT');
