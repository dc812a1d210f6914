/**
 * The held-out set v6 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V6_REPORT=1 to print each question with its row counts.
 */
import { describeHeldoutData } from './heldout-data-check';
import { HELDOUT_V6_CASES, HELDOUT_V6_NAME } from './heldout-v6-cases';

describeHeldoutData(HELDOUT_V6_NAME, HELDOUT_V6_CASES, 150, 'HELDOUT_V6_REPORT');
