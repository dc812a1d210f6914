import { DomainError } from '../../../../common/errors/domain-error';

/** `details.reason` of the error past the row budget, for callers that mask validation errors. */
export const ROW_BUDGET_REASON = 'row-budget';

/**
 * The answer when live mode would have to read more rows than `erp.mongoose.rowBudget` to
 * answer exactly: an error naming the setting and replica mode, never a partial number.
 */
export function rowBudgetExceeded(what: string, budget: number): DomainError {
  return DomainError.validation(
    `${what} in live mode would read more than ${budget} rows from the ERP ` +
      '(erp.mongoose.rowBudget); narrow the filter, or run the ' +
      'mongoose connector in replica mode (ERPC_ERP_MODE=replica), where counts, aggregates ' +
      'and derived properties are computed on the local copy',
    { reason: ROW_BUDGET_REASON, rowBudget: budget, remedy: 'ERPC_ERP_MODE=replica' },
  );
}

/**
 * The rows one answer may still read from the ERP. Every fetch an answer makes (the records,
 * then the related records its derived properties roll up) draws from the same budget.
 */
export class RowBudget {
  private used = 0;

  constructor(
    readonly limit: number,
    /** What is being answered, for the error ("counting SLPos"). */
    private readonly what: string,
  ) {}

  /** Rows left; a fetch asks for one more to learn whether it would go past. */
  get remaining(): number {
    return Math.max(0, this.limit - this.used);
  }

  /** Records rows read; past the limit, the error instead of an answer. */
  spend(rows: number): void {
    this.used += rows;
    if (this.used > this.limit) throw this.exceeded();
  }

  exceeded(): DomainError {
    return rowBudgetExceeded(this.what, this.limit);
  }
}
