/**
 * The held-out set v11 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V11_REPORT=1 to print each question with its row counts.
 */
import { describeHeldoutData } from './heldout-data-check';
import { HELDOUT_V11_CASES, HELDOUT_V11_NAME } from './heldout-v11-cases';

describeHeldoutData(HELDOUT_V11_NAME, HELDOUT_V11_CASES, 200, 'HELDOUT_V11_REPORT');
