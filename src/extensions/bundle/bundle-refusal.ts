import { DomainError } from '../../common/errors/domain-error';
import { ErrorCode } from '../../common/errors/error-code';

/**
 * Why a bundle is refused, as `details.reason` of the error: a stable, machine-readable word
 * beside the readable message (the HTTP code stays the SPEC's VALIDATION_FAILED, CONFLICT or
 * PAYLOAD_TOO_LARGE).
 */
export type BundleRefusal =
  | 'bundle_too_large'
  | 'not_an_archive'
  | 'archive_corrupt'
  | 'path_traversal'
  | 'absolute_path'
  | 'invalid_path'
  | 'symlink'
  | 'hardlink'
  | 'special_file'
  | 'encrypted_entry'
  | 'duplicate_entry'
  | 'path_conflict'
  | 'file_too_large'
  | 'unpacked_too_large'
  | 'too_many_entries'
  | 'manifest_missing'
  | 'manifest_invalid'
  | 'file_missing'
  | 'digest_required'
  | 'digest_mismatch'
  | 'sums_mismatch'
  | 'signature_required'
  | 'signature_invalid'
  | 'signature_unverifiable'
  | 'contents_invalid'
  | 'collision'
  | 'policy_in_use'
  | 'version_deployed';

const STATUS_CODE: Partial<Record<BundleRefusal, ErrorCode>> = {
  bundle_too_large: ErrorCode.PayloadTooLarge,
  collision: ErrorCode.Conflict,
  policy_in_use: ErrorCode.Conflict,
  version_deployed: ErrorCode.Conflict,
};

/** A refused bundle: 400 VALIDATION_FAILED unless the reason says otherwise. */
export function refused(
  reason: BundleRefusal,
  message: string,
  details: Record<string, unknown> = {},
): DomainError {
  return new DomainError(STATUS_CODE[reason] ?? ErrorCode.ValidationFailed, message, {
    reason,
    ...details,
  });
}
