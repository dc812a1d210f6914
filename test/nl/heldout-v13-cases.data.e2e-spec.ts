/**
 * The held-out set v13 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V13_REPORT=1 to print each question with its row counts.
 */
import { describeHeldoutData } from './heldout-data-check';
import { HELDOUT_V13_CASES, HELDOUT_V13_NAME } from './heldout-v13-cases';

describeHeldoutData(HELDOUT_V13_NAME, HELDOUT_V13_CASES, 200, 'HELDOUT_V13_REPORT');
