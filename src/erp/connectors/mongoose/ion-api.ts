import { readFileSync } from 'node:fs';
import { DomainError } from '../../../common/errors/domain-error';
import { ErrorCode } from '../../../common/errors/error-code';

/**
 * The fields of an `.ionapi` file (downloaded from ION API → Authorized Apps, backend service)
 * that the password grant needs. Key names are Infor's: `ti` tenant, `ci`/`cs` client id and
 * secret, `pu` the SSO base (ends with `/as/`), `ot` the token path, `iu` the gateway base,
 * `saak`/`sask` the service account's access and secret keys.
 */
export interface IonApiCredentials {
  tenant: string;
  clientId: string;
  clientSecret: string;
  /** Where the token is asked for: `pu` + `ot`. */
  tokenUrl: string;
  /** The ION API gateway base: `iu`. */
  gatewayUrl: string;
  serviceAccountAccessKey: string;
  serviceAccountSecretKey: string;
}

const REQUIRED = ['ti', 'ci', 'cs', 'pu', 'ot', 'iu', 'saak', 'sask'] as const;

/**
 * Reads an `.ionapi` file. Faults name the file and the missing keys, never a value: the file
 * holds the client secret and the service account's keys.
 */
export function readIonApiFile(file: string): IonApiCredentials {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new DomainError(
      ErrorCode.ErpUnavailable,
      `the .ionapi file ${file} cannot be read: ${code ?? 'it is not JSON'}`,
    );
  }
  const fields = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const missing = REQUIRED.filter((k) => typeof fields[k] !== 'string' || fields[k] === '');
  if (missing.length > 0) {
    throw new DomainError(
      ErrorCode.ErpUnavailable,
      `the .ionapi file ${file} lacks ${missing.join(', ')} (download it again for a backend service)`,
    );
  }
  const text = (k: (typeof REQUIRED)[number]): string => fields[k] as string;
  const pu = text('pu');
  return {
    tenant: text('ti'),
    clientId: text('ci'),
    clientSecret: text('cs'),
    tokenUrl: `${pu}${pu.endsWith('/') ? '' : '/'}${text('ot').replace(/^\/+/, '')}`,
    gatewayUrl: text('iu').replace(/\/+$/, ''),
    serviceAccountAccessKey: text('saak'),
    serviceAccountSecretKey: text('sask'),
  };
}

/** The IDO request service behind the gateway: `{iu}/{ti}/CSI/IDORequestService/ido`. */
export function ionGatewayIdoUrl(file: string): string {
  const ion = readIonApiFile(file);
  return `${ion.gatewayUrl}/${encodeURIComponent(ion.tenant)}/CSI/IDORequestService/ido`;
}

/** The form body of the OAuth2 password grant with the service account's keys. */
export function passwordGrantBody(ion: IonApiCredentials): string {
  // `saak` already starts with `TENANT#`; it is sent as it is (the form encodes `#`).
  return new URLSearchParams({
    grant_type: 'password',
    username: ion.serviceAccountAccessKey,
    password: ion.serviceAccountSecretKey,
    client_id: ion.clientId,
    client_secret: ion.clientSecret,
  }).toString();
}

/** The secrets of a credential set, to keep out of anything repeated to a person. */
export function ionSecrets(ion: IonApiCredentials): string[] {
  return [ion.clientSecret, ion.serviceAccountAccessKey, ion.serviceAccountSecretKey];
}
