/**
 * The held-out set v14 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V14_REPORT=1 to print each question with its row counts.
 */
import { describeHeldoutData } from './heldout-data-check';
import { HELDOUT_V14_CASES, HELDOUT_V14_NAME } from './heldout-v14-cases';

describeHeldoutData(HELDOUT_V14_NAME, HELDOUT_V14_CASES, 200, 'HELDOUT_V14_REPORT');
