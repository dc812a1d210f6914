import { DomainError } from '../../common/errors/domain-error';
import { ErrorCode } from '../../common/errors/error-code';

/** The `details` of a FILTER_INVALID answer: where the fault is and what would have fitted. */
export interface FilterErrorDetails {
  /** 0-based character offset into the filter text. */
  position: number;
  /** What the parser could have accepted there, e.g. `["comparison operator", "LIKE"]`. */
  expected?: string[];
  /** What it found instead, as text. */
  found?: string;
  /** Close property names, when a name was not recognised. */
  suggestions?: string[];
}

/** 400 FILTER_INVALID with the position of the fault; the message repeats it for people. */
export function filterError(
  message: string,
  position: number,
  extra: Omit<FilterErrorDetails, 'position'> = {},
): DomainError {
  const details: FilterErrorDetails = { position, ...extra };
  return new DomainError(
    ErrorCode.FilterInvalid,
    `invalid filter at position ${position}: ${message}`,
    details,
  );
}
