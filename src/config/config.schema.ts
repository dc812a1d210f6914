import { z } from 'zod';
import { validTimeZone } from '../common/time-zone';
import { addressEntryFault, isLoopbackHost } from './address-list';
import { parseEd25519PublicKey } from './ed25519-public-key';
import { sqlUrlFault } from './sql-url';

export const ERP_CONNECTORS = ['demo', 'mongoose', 'sql'] as const;
export type ErpConnectorName = (typeof ERP_CONNECTORS)[number];

/** The connector configured, or the one the configured addresses imply. */
function defaultConnector(erp: {
  connector: ErpConnectorName | null;
  sqlUrl: string | null;
  mongoose: { url: string | null; ionapi: string | null };
}): ErpConnectorName {
  const mongoose = erp.mongoose.url ?? erp.mongoose.ionapi;
  return erp.connector ?? (mongoose ? 'mongoose' : erp.sqlUrl ? 'sql' : 'demo');
}

const port = z.coerce.number().int().min(0).max(65535);
const nullableString = z.string().min(1).nullable().default(null);

// EdDSA is absent because jsonwebtoken, which passport-jwt verifies with, does not implement it;
// ES256 is the compact asymmetric choice instead.
export const JWT_ALGORITHMS = ['HS256', 'RS256', 'ES256'] as const;
export type JwtAlgorithm = (typeof JWT_ALGORITHMS)[number];

/** The whole configuration; every field has a default in config/default.json. */
export const configSchema = z
  .object({
    server: z
      .object({
        host: z.string().min(1),
        port,
        bodyLimitBytes: z.coerce.number().int().min(1024),
        /** A request's headers must arrive within this (slow-header clients are cut off). */
        headersTimeoutMs: z.coerce.number().int().min(100).max(600_000),
        /** The whole request (headers and body) must arrive within this; then 408. */
        requestTimeoutMs: z.coerce.number().int().min(100).max(3_600_000),
        /** An HTTP connection idle this long is closed (WebSockets keep alive by heartbeats). */
        connectionTimeoutMs: z.coerce.number().int().min(100).max(3_600_000),
        trustProxy: z.boolean(),
        /** HTTPS and WSS from these PEM files; re-read on SIGHUP. */
        tls: z
          .object({
            certFile: nullableString,
            keyFile: nullableString,
            /** Extra chain certificates (intermediates) sent with the certificate. */
            caFile: nullableString,
            /** For an encrypted private key. */
            passphrase: nullableString,
          })
          .strict(),
        /** Plain HTTP on a non-loopback address only when this says so (e.g. behind a proxy). */
        allowPlainHttp: z.boolean(),
      })
      .strict()
      .superRefine((server, ctx) => {
        if (server.headersTimeoutMs > server.requestTimeoutMs) {
          ctx.addIssue({
            code: 'custom',
            path: ['headersTimeoutMs'],
            message: 'must not be longer than server.requestTimeoutMs',
          });
        }
        const { certFile, keyFile } = server.tls;
        if ((certFile === null) !== (keyFile === null)) {
          ctx.addIssue({
            code: 'custom',
            path: ['tls', certFile === null ? 'certFile' : 'keyFile'],
            message: 'TLS needs both certFile and keyFile',
          });
        }
        if (certFile === null && !server.allowPlainHttp && !isLoopbackHost(server.host)) {
          ctx.addIssue({
            code: 'custom',
            path: ['host'],
            message:
              `${server.host} is not a loopback address and TLS is not configured: set ` +
              'server.tls.certFile and server.tls.keyFile (ERPC_TLS_CERT, ERPC_TLS_KEY) to serve ' +
              'HTTPS, or set server.allowPlainHttp: true to serve plain HTTP to the network ' +
              '(only behind a TLS-terminating proxy)',
          });
        }
      }),
    dataDir: z.string().min(1),
    database: z
      .object({
        url: z
          .string()
          .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
          .nullable()
          .default(null),
        busyTimeoutMs: z.coerce.number().int().min(0),
        /**
         * On PostgreSQL (daemons sharing state), how often each daemon re-reads what it caches
         * from the database (extensions, policies) in case a Redis notice never came.
         */
        reconcileSeconds: z.coerce.number().int().min(1).max(86400),
      })
      .strict(),
    redis: z
      .object({
        url: z
          .string()
          .regex(/^(redis|rediss|unix):\/\//, 'must be a redis://, rediss:// or unix:// URL')
          .nullable()
          .default(null),
        /** The redis-server started when no URL is set: a name on PATH or a path. */
        binary: z.string().min(1),
        startTimeoutMs: z.coerce.number().int().min(500),
        /** Key prefix, so that several products can share one Redis. */
        prefix: z.string().regex(/^[A-Za-z0-9_-]+$/),
      })
      .strict(),
    jobs: z
      .object({
        attempts: z.coerce.number().int().min(1).max(50),
        backoffMs: z.coerce.number().int().min(0),
        concurrency: z.coerce.number().int().min(1).max(64),
        shutdownGraceMs: z.coerce.number().int().min(0),
        idempotencyTtlHours: z.coerce.number().int().min(1),
        keepCompleted: z.coerce.number().int().min(0),
        keepFailed: z.coerce.number().int().min(0),
      })
      .strict(),
    events: z
      .object({
        retention: z.coerce.number().int().min(100),
        heartbeatSeconds: z.coerce.number().int().min(1),
        maxBufferedBytes: z.coerce.number().int().min(65536),
      })
      .strict(),
    reports: z.object({ rowBatch: z.coerce.number().int().min(1).max(100000) }).strict(),
    auth: z
      .object({
        issuer: z.string().min(1),
        audience: z.string().min(1),
        algorithm: z.enum(JWT_ALGORITHMS),
        privateKeyFile: nullableString,
        publicKeyFile: nullableString,
        accessTokenTtlSeconds: z.coerce.number().int().min(30).max(86400),
        refreshTokenTtlSeconds: z.coerce.number().int().min(300),
        /** A session's absolute lifetime, refreshes included (default of auth.sessionMaxAge). */
        sessionMaxAgeSeconds: z.coerce.number().int().min(1).max(2_592_000),
        clockToleranceSeconds: z.coerce.number().int().min(0).max(300),
        adminPassword: z.string().min(8, 'must be at least 8 characters').nullable().default(null),
        login: z
          .object({
            windowSeconds: z.coerce.number().int().min(1),
            /** Failures of one username from one address. */
            maxFailuresPerUser: z.coerce.number().int().min(1),
            /** Failures of one username from all addresses; then only known addresses may try. */
            maxFailuresPerUserGlobal: z.coerce.number().int().min(1),
            /** Failures from one address, whatever the username. */
            maxAttemptsPerAddress: z.coerce.number().int().min(1),
            /** How long an address where a user signed in counts as theirs. */
            knownAddressDays: z.coerce.number().int().min(1).max(365),
          })
          .strict(),
      })
      .strict()
      .superRefine((auth, ctx) => {
        if (auth.algorithm !== 'HS256' && (!auth.privateKeyFile || !auth.publicKeyFile)) {
          ctx.addIssue({
            code: 'custom',
            path: ['privateKeyFile'],
            message: `algorithm ${auth.algorithm} needs privateKeyFile and publicKeyFile`,
          });
        }
      }),
    erp: z
      .object({
        /**
         * `demo`, `mongoose` (a SyteLine through its IDO REST service) or `sql` (a database the
         * site runs); unset: `mongoose` when `mongoose.url` is set, `sql` when `sqlUrl` is.
         */
        connector: z.enum(ERP_CONNECTORS).nullable().default(null),
        /** The database of the `sql` connector (SPEC §9): postgres://, mysql:// or sqlite:///abs. */
        sqlUrl: z
          .string()
          .refine((url) => sqlUrlFault(url) === null, {
            error: (issue) => sqlUrlFault(String(issue.input)) ?? 'invalid URL',
          })
          .nullable()
          .default(null),
        /** `syteline`, `discover`, or a catalog file; unset: syteline (demo) or discover (sql). */
        catalog: z.string().min(1).nullable().default(null),
        timeoutMs: z.coerce.number().int().min(100),
        /** Read worker threads (demo and SQLite files) or pooled connections (PostgreSQL, MariaDB). */
        readWorkers: z.coerce.number().int().min(1).max(16),
        /**
         * Demo and SQLite files: page cache of each read connection (heap memory, filled as
         * pages are read from beyond the mapped part) and bytes of the file each maps (counted
         * as file-backed memory once touched). Together they bound what reads may hold.
         */
        readCacheMiB: z.coerce.number().int().min(1).max(4096).default(16),
        readMmapMiB: z.coerce.number().int().min(0).max(65536).default(256),
        /**
         * The demo ERP and the Mongoose replica: aggregate answers and first pages each read
         * worker keeps until the file changes (heap memory per worker); 0 recomputes each one.
         */
        answerCacheMiB: z.coerce.number().int().min(0).max(1024).default(8),
        /** Mongoose: `live` (every read goes to the ERP) or `replica` (a local copy, SPEC §9). */
        mode: z.enum(['live', 'replica']),
        mongoose: z
          .object({
            /** Base URL of the IDO request service, e.g. https://erp.example/IDORequestService/ido */
            url: z
              .string()
              .regex(/^https?:\/\/[^/]+/, 'must be an http:// or https:// URL')
              .nullable()
              .default(null),
            /** The Mongoose configuration (site) name tokens are asked for. */
            config: nullableString,
            /** Direct-token login; the password is read from `passwordFile`, never configured. */
            user: nullableString,
            passwordFile: nullableString,
            /** An `.ionapi` file: the ION API gateway instead of a direct token. */
            ionapi: nullableString,
            /** PEM CA bundle for the ERP's TLS certificate (sites use internal CAs). */
            caFile: nullableString,
            /** Requests to the ERP in flight at once; more wait their turn. */
            maxInFlight: z.coerce.number().int().min(1).max(64),
            /** Rows asked for per /load call when the daemon reads many (counts). */
            pageSize: z.coerce.number().int().min(10).max(10000),
            /**
             * Rows one live-mode answer may read to compute what `/load` cannot (counts, derived
             * properties, roll-ups, aggregates); past it the answer names replica mode.
             */
            rowBudget: z.coerce.number().int().min(1),
            /** Attempts of a load after a 5xx, a refused connection or a timeout (1 = no retry). */
            loadAttempts: z.coerce.number().int().min(1).max(10),
            /** First pause between attempts; doubled each time. */
            retryBackoffMs: z.coerce.number().int().min(0).max(60000),
            /** Failed loads in a row that open the circuit (loads then fail at once); 0: never. */
            circuitFailures: z.coerce.number().int().min(0).max(1000),
            /** How long an open circuit leaves the ERP alone (a good Ping.aspx closes it). */
            circuitCooldownMs: z.coerce.number().int().min(100).max(600000),
          })
          .strict(),
        /** Replica mode of the mongoose connector (SPEC §9): the local copy and its sync job. */
        replica: z
          .object({
            /** Seconds between incremental syncs (RecordDate at or after the watermark). */
            syncIntervalSeconds: z.coerce.number().int().min(1).max(86400),
            /**
             * Seconds the watermark is set back: rows written by transactions still open when a
             * sync started, and clock skew between the ERP and this host, are read again.
             */
            overlapSeconds: z.coerce.number().int().min(0).max(86400),
            /** Seconds between key sweeps (deletions and moves to history). */
            sweepIntervalSeconds: z.coerce.number().int().min(1),
            /** The ERP server's time zone (IANA name): RecordDate is written in server-local time. */
            serverTimeZone: z.string().refine(validTimeZone, 'must be an IANA time zone name'),
            /** Past this many seconds since the last good sync /readyz is red; 0: never. */
            staleAfterSeconds: z.coerce.number().int().min(0),
          })
          .strict(),
      })
      .strict()
      .superRefine((erp, ctx) => {
        const connector = defaultConnector(erp);
        if (connector === 'mongoose') {
          const m = erp.mongoose;
          for (const key of ['url', 'config'] as const) {
            // Through ION the URL defaults to the gateway's, from the .ionapi file.
            if (!m[key] && !(key === 'url' && m.ionapi)) {
              ctx.addIssue({
                code: 'custom',
                path: ['mongoose', key],
                message: `the mongoose connector needs ${key === 'url' ? 'ERPC_MONGOOSE_URL (the IDO request service, e.g. https://erp.example/IDORequestService/ido)' : 'ERPC_MONGOOSE_CONFIG (the configuration / site name)'}`,
              });
            }
          }
          if (!m.ionapi && (!m.user || !m.passwordFile)) {
            ctx.addIssue({
              code: 'custom',
              path: ['mongoose', 'user'],
              message:
                'the mongoose connector needs ERPC_MONGOOSE_USER and ERPC_MONGOOSE_PASSWORD_FILE, or ERPC_MONGOOSE_IONAPI',
            });
          }
        }
        if (connector === 'sql' && !erp.sqlUrl) {
          ctx.addIssue({
            code: 'custom',
            path: ['sqlUrl'],
            message:
              'the sql connector needs a database: postgres://…, mysql://… or sqlite:///absolute/path.db',
          });
        }
        // A mongoose site may serve the catalog file `discover` printed for it; not `discover`.
        const fileOk = connector === 'mongoose' && erp.catalog !== 'discover';
        if (connector !== 'sql' && !fileOk && erp.catalog !== null && erp.catalog !== 'syteline') {
          ctx.addIssue({
            code: 'custom',
            path: ['catalog'],
            message: `the ${connector} connector serves the syteline catalog${connector === 'mongoose' ? ' or a catalog file' : ''}; ${erp.catalog} is for the sql connector`,
          });
        }
      })
      .transform((erp) => {
        const connector: ErpConnectorName = defaultConnector(erp);
        return {
          ...erp,
          connector,
          catalog: erp.catalog ?? (connector === 'sql' ? 'discover' : 'syteline'),
        };
      }),
    ido: z
      .object({
        defaultRecordcap: z.coerce.number().int().min(1),
        maxRecordcap: z.coerce.number().int().min(1),
      })
      .strict(),
    query: z
      .object({
        defaultLimit: z.coerce.number().int().min(1),
        maxLimit: z.coerce.number().int().min(1),
        minConfidence: z.coerce.number().min(0).max(1),
      })
      .strict(),
    demo: z
      .object({
        scale: z.coerce.number().positive().max(100),
        asOf: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-21')
          .nullable()
          .default(null),
        seed: z.coerce.number().int(),
      })
      .strict(),
    extensions: z
      .object({
        /** An uploaded bundle (the archive as sent); SPEC §5 says 20 MiB. */
        maxBundleBytes: z.coerce.number().int().min(1024),
        /** One file of a bundle, unpacked. */
        maxFileBytes: z.coerce.number().int().min(1024),
        /** All files of a bundle, unpacked: the cap that stops decompression bombs. */
        maxUnpackedBytes: z.coerce.number().int().min(1024),
        /** Entries of an archive (files and directories). */
        maxEntries: z.coerce.number().int().min(1).max(100000),
        /** Ed25519 keys whose signatures over a bundle digest are trusted, each with a name. */
        trustedKeys: z.array(
          z
            .object({
              id: z.string().regex(/^[A-Za-z0-9._@-]{1,64}$/, 'letters, digits and . _ @ -'),
              publicKey: z.string().superRefine((text, ctx) => {
                try {
                  parseEd25519PublicKey(text);
                } catch (error) {
                  ctx.addIssue({ code: 'custom', message: (error as Error).message });
                }
              }),
            })
            .strict(),
        ),
        /** With trusted keys configured, whether bundles without a signature are still taken. */
        allowUnsigned: z.boolean(),
        /**
         * A host directory whose sub-directories an Admin may deploy by name (relative paths
         * are under the installation root); null: deploying from the host is off.
         */
        deployDir: nullableString,
      })
      .strict(),
    log: z
      .object({
        level: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
        /** One info line per HTTP request: method, route, status, ms, request id, user. */
        accessLog: z.boolean(),
        /**
         * `auto`: a start banner and one readable line per entry when stdout is a terminal, JSON
         * lines otherwise (journald, files, pipes); `text` or `json` force one or the other.
         */
        format: z.enum(['auto', 'text', 'json']).default('auto'),
      })
      .strict(),
    metrics: z
      .object({
        enabled: z.boolean(),
        /**
         * Client addresses (or CIDR ranges) that may read /metrics without a token; anyone
         * else needs an Admin's bearer token. Default: loopback, for a Prometheus on the host.
         */
        allowFrom: z.array(
          z.string().refine((entry) => addressEntryFault(entry) === null, {
            error: (issue) => addressEntryFault(String(issue.input)) ?? 'invalid address',
          }),
        ),
      })
      .strict(),
    health: z
      .object({
        /** Each /readyz check gives up after this long, so readiness never hangs. */
        checkTimeoutMs: z.coerce.number().int().min(50).max(60000),
      })
      .strict(),
  })
  .strict();

export type ConfigShape = z.infer<typeof configSchema>;
