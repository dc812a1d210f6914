import type { EngineOutcome } from './engine.types';
import { Vocabulary } from './lexicon/vocabulary';
import { Planner } from './planner/planner';
import { Tagger } from './tagger';

/**
 * The natural-language engine: a question and today's date in, a plan (one structured load
 * request plus relation conditions to resolve, with a confidence) or a refusal out.
 * Deterministic, offline, no I/O: everything it knows comes from the vocabulary it was built with.
 *
 *   question ─ tokenize, correct typos ─► tagger (longest phrase at each position) ─► mentions
 *            ─► clause reader (conditions, nouns, aggregate / group / rank / sort / fields)
 *            ─► IDO chooser ─► condition placer (own or related IDO) ─► answer shaper ─► plan
 */
export class NlEngine {
  private readonly tagger: Tagger;
  private readonly planner: Planner;

  constructor(readonly vocabulary: Vocabulary) {
    this.tagger = new Tagger(vocabulary);
    this.planner = new Planner(vocabulary);
  }

  /**
   * Interprets `question` as of `today` (YYYY-MM-DD). A plan whose confidence is below
   * `minConfidence` is turned into a refusal with suggestions.
   */
  interpret(question: string, today: string, minConfidence = 0): EngineOutcome {
    const tagged = this.tagger.tag(question, today);
    const exact = (v: number | undefined): boolean => Math.abs(v ?? 0) <= Number.MAX_SAFE_INTEGER;
    // Digits ("99999999999999999999", "1e30") and numbers made of words ("a billion billion").
    // "orders worth more than 2^60": a power is read digit by digit ("2", then "60"), so its
    // value is worked out here: too large, it is refused like any other number.
    const power = /(\d+(?:\.\d+)?)\s*(?:\^|\*\*)\s*(\d+)/.exec(question);
    const powerValue = power ? Number(power[1]) ** Number(power[2]) : undefined;
    const huge =
      (power && !exact(powerValue) ? { raw: power[0] } : undefined) ??
      tagged.tokens.find((t) => t.kind === 'number' && !exact(t.value)) ??
      tagged.mentions
        .filter((m) => m.kind === 'number' && !exact(m.number.value))
        .map((m) => ({ raw: m.text }))[0];
    if (huge) {
      // A comparison with it could not be exact; leaving it out would answer another question.
      return {
        kind: 'refusal',
        refusal: {
          reason: 'not-understood',
          message: `the number ${huge.raw} is too large: numbers in a question must be at most ${Number.MAX_SAFE_INTEGER.toLocaleString('en-US')}`,
          confidence: 0,
          suggestions: [],
          ignored: [huge.raw],
        },
      };
    }
    const outcome = this.planner.plan(tagged, today);
    // A power small enough to represent is still read as its base: a guess, not an answer.
    if (power && outcome.kind === 'plan') {
      const { plan } = outcome;
      plan.confidence = Math.round(plan.confidence * 0.45 * 100) / 100;
      plan.notes.push(`"${power[0]}" was not read as a power`);
    }
    if (outcome.kind === 'plan' && outcome.plan.confidence < minConfidence) {
      const { plan } = outcome;
      return {
        kind: 'refusal',
        refusal: this.planner.refusalFor(tagged, plan.ido, plan.confidence, plan.ignored),
      };
    }
    return outcome;
  }
}
