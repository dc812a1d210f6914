/**
 * The held-out set v8 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V8_REPORT=1 to print each question with its row counts.
 */
import { describeHeldoutData } from './heldout-data-check';
import { HELDOUT_V8_CASES, HELDOUT_V8_NAME } from './heldout-v8-cases';

describeHeldoutData(HELDOUT_V8_NAME, HELDOUT_V8_CASES, 200, 'HELDOUT_V8_REPORT');
