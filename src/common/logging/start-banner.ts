/** What a person starting the daemon at a terminal needs first, gathered once it listens. */
export interface StartFacts {
  version: string;
  url: string;
  dataDir: string;
  database: 'sqlite' | 'postgresql';
  erp: { connector: string; ok: boolean; detail?: string };
  /** False until the first user exists: then the banner says how to create the first admin. */
  hasUsers: boolean;
}

/** Whether logs go out as readable text (and the banner is shown) rather than JSON lines. */
export function textLogs(format: 'auto' | 'text' | 'json', stdoutIsTerminal: boolean): boolean {
  return format === 'text' || (format === 'auto' && stdoutIsTerminal);
}

/**
 * The banner: plain lines, no colours (they would end up as escape codes in a captured
 * terminal). Shown only with text logs; with JSON logs the "listening" entry carries the same.
 */
export function startBanner(facts: StartFacts): string {
  const erp = facts.erp.ok
    ? `connected (${facts.erp.connector})`
    : `NOT reachable (${facts.erp.connector}): ${facts.erp.detail ?? 'no answer'}`;
  const lines = [
    '',
    `  erp-connector ${facts.version} is running`,
    '',
    `  URL       ${facts.url}/   (console; API under ${facts.url}/api/v1, docs at ${facts.url}/api/v1/docs)`,
    `  ERP       ${erp}`,
    `  Data      ${facts.dataDir} (${facts.database})`,
  ];
  if (!facts.hasUsers) {
    lines.push(
      '',
      '  No users yet. Create the first admin (the password is read from standard input):',
      "    echo 'a-long-password' | npx erp-connector create-admin",
      '  or restart with ERPC_ADMIN_PASSWORD=<password> to create user "admin".',
    );
  }
  lines.push('', '  Stop with Ctrl-C. Logs follow.', '');
  return lines.join('\n') + '\n';
}
