/**
 * The held-out set v12 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V12_REPORT=1 to print each question with its row counts.
 */
import { describeHeldoutData } from './heldout-data-check';
import { HELDOUT_V12_CASES, HELDOUT_V12_NAME } from './heldout-v12-cases';

describeHeldoutData(HELDOUT_V12_NAME, HELDOUT_V12_CASES, 200, 'HELDOUT_V12_REPORT');
