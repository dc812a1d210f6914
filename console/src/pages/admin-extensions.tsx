import { useState } from 'preact/hooks';
import { api, get } from '../api';
import { archiveType, bundleDigest } from '../bundle-digest';
import { text, when } from '../format';
import { DataTable, ErrorBox, Loading, Row, Section, useLoad } from '../ui';

interface ExtensionView {
  id: string;
  name: string;
  version: string;
  description: string;
  enabled: boolean;
  state: 'enabled' | 'disabled' | 'failed';
  error?: string;
  digest: string;
  signer: string | null;
  contents: {
    idos: string[];
    properties: string[];
    synonyms: number;
    phrases: number;
    valueAliases: number;
    reports: string[];
    agentTemplates: string[];
    demoRows: number;
  };
  deployedBy: string;
  deployedAt: string;
}

function contentsText(c: ExtensionView['contents']): string {
  const parts = [
    c.idos.length ? `IDOs ${c.idos.join(', ')}` : '',
    c.properties.length ? `properties ${c.properties.join(', ')}` : '',
    c.reports.length ? `reports ${c.reports.join(', ')}` : '',
    c.agentTemplates.length ? `agent templates ${c.agentTemplates.join(', ')}` : '',
    c.synonyms + c.phrases + c.valueAliases > 0
      ? `${c.synonyms} synonyms, ${c.phrases} phrases, ${c.valueAliases} value aliases`
      : '',
    c.demoRows ? `${c.demoRows} demo rows` : '',
  ];
  return parts.filter(Boolean).join('; ') || 'nothing';
}

function Upload({ onDeployed }: { onDeployed: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [digest, setDigest] = useState('');
  const [signature, setSignature] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const compute = () => {
    if (!file) return;
    setError(null);
    bundleDigest(file).then(setDigest, (failure: unknown) =>
      setError(
        new Error(
          `the digest could not be computed here: ${String((failure as Error).message ?? failure)}`,
        ),
      ),
    );
  };
  const submit = (event: Event) => {
    event.preventDefault();
    if (!file) return;
    const type = archiveType(file.name);
    if (!type) {
      setError(new Error('choose a .tar.gz, .tgz, .tar or .zip bundle'));
      return;
    }
    setBusy(true);
    setError(null);
    setNotice('');
    api<ExtensionView>('POST', '/api/v1/extensions/deploy', {
      rawBody: { content: file, type },
      headers: {
        ...(digest.trim() ? { 'x-extension-digest': digest.trim() } : {}),
        ...(signature.trim() ? { 'x-extension-signature': signature.trim() } : {}),
      },
    })
      .then(({ data }) => {
        setNotice(`Deployed ${data.name} ${data.version}: ${contentsText(data.contents)}.`);
        onDeployed();
      })
      .catch(setError)
      .finally(() => setBusy(false));
  };
  return (
    <form onSubmit={submit} aria-label="Upload an extension bundle">
      <label for="bundle-file">
        Bundle (.tar.gz, .tgz, .tar or .zip; up to 20 MiB)
        <input
          id="bundle-file"
          type="file"
          accept=".tar.gz,.tgz,.tar,.zip"
          onChange={(e) => {
            setFile(e.currentTarget.files?.[0] ?? null);
            setDigest('');
          }}
        />
      </label>
      <label for="bundle-digest">
        Digest (sha256:…; see docs/extensions.md)
        <div class="ask-row">
          <input
            id="bundle-digest"
            class="mono"
            value={digest}
            onInput={(e) => setDigest(e.currentTarget.value)}
          />
          <button type="button" class="secondary outline" disabled={!file} onClick={compute}>
            Compute from the file
          </button>
        </div>
      </label>
      <label for="bundle-signature">
        Signature (base64 Ed25519 of the digest; optional unless keys are configured)
        <input
          id="bundle-signature"
          class="mono"
          value={signature}
          onInput={(e) => setSignature(e.currentTarget.value)}
        />
      </label>
      <ErrorBox error={error} title="The bundle was refused" />
      {notice ? <p role="status">{notice}</p> : null}
      <button type="submit" aria-busy={busy} disabled={busy || !file}>
        Deploy bundle
      </button>
    </form>
  );
}

function FromDirectory({ onDeployed }: { onDeployed: () => void }) {
  const [form, setForm] = useState({ directory: '', digest: '', signature: '' });
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  return (
    <form
      class="grid-auto"
      aria-label="Deploy a bundle from the host"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        setNotice('');
        api<ExtensionView>('POST', '/api/v1/extensions/deploy', {
          body: {
            directory: form.directory.trim(),
            digest: form.digest.trim(),
            ...(form.signature.trim() ? { signature: form.signature.trim() } : {}),
          },
        })
          .then(({ data }) => {
            setNotice(`Deployed ${data.name} ${data.version}.`);
            onDeployed();
          })
          .catch(setError);
      }}
    >
      <label>
        Directory under extensions.deployDir
        <input
          value={form.directory}
          onInput={(e) => setForm({ ...form, directory: e.currentTarget.value })}
        />
      </label>
      <label>
        Digest
        <input
          class="mono"
          value={form.digest}
          onInput={(e) => setForm({ ...form, digest: e.currentTarget.value })}
        />
      </label>
      <label>
        Signature (optional)
        <input
          class="mono"
          value={form.signature}
          onInput={(e) => setForm({ ...form, signature: e.currentTarget.value })}
        />
      </label>
      <button type="submit" class="secondary">
        Deploy from the host
      </button>
      <ErrorBox error={error} />
      {notice ? <p role="status">{notice}</p> : null}
    </form>
  );
}

export function ExtensionsSection() {
  const [tick, setTick] = useState(0);
  const extensions = useLoad(() => get<ExtensionView[]>('/api/v1/extensions'), [tick]);
  const [error, setError] = useState<unknown>(null);
  const changed = () => setTick((t) => t + 1);
  const act = (work: Promise<unknown>) => {
    setError(null);
    work.then(changed, setError);
  };
  return (
    <>
      <Section title="Extensions" id="extensions">
        <ErrorBox error={extensions.error} />
        {extensions.loading && !extensions.data ? <Loading what="extensions" /> : null}
        <ErrorBox error={error} />
        <DataTable
          label="Extensions"
          rows={(extensions.data?.data ?? []) as unknown as Row[]}
          rowKey={(r) => String(r.id)}
          empty="No extensions are deployed."
          columns={[
            { key: 'name', label: 'Name' },
            { key: 'version', label: 'Version' },
            {
              key: 'state',
              label: 'State',
              render: (r) => `${String(r.state)}${r.error ? `: ${text(r.error)}` : ''}`,
            },
            {
              key: 'contents',
              label: 'Contents',
              wrap: true,
              render: (r) => contentsText((r as unknown as ExtensionView).contents),
            },
            {
              key: 'signer',
              label: 'Signed by',
              render: (r) => (r.signer ? text(r.signer) : 'unsigned'),
            },
            {
              key: 'deployedAt',
              label: 'Deployed',
              render: (r) => `${String(r.deployedBy)}, ${when(r.deployedAt)}`,
            },
            {
              key: 'actions',
              label: 'Actions',
              render: (r) => {
                const ext = r as unknown as ExtensionView;
                return (
                  <div class="row-actions">
                    <button
                      class="secondary outline small"
                      onClick={() =>
                        act(
                          api('PATCH', `/api/v1/extensions/${ext.id}`, {
                            body: { enabled: !ext.enabled },
                          }),
                        )
                      }
                    >
                      {ext.enabled ? 'Disable' : 'Enable'}
                    </button>
                    <button
                      class="secondary outline small danger"
                      onClick={() => {
                        if (confirm(`Remove extension ${ext.name} and its demo data?`)) {
                          act(api('DELETE', `/api/v1/extensions/${ext.id}`));
                        }
                      }}
                    >
                      Remove
                    </button>
                  </div>
                );
              },
            },
          ]}
        />
      </Section>
      <Section title="Deploy a bundle" id="deploy-bundle">
        <Upload onDeployed={changed} />
        <details>
          <summary>Deploy a bundle that is already on the host</summary>
          <FromDirectory onDeployed={changed} />
        </details>
      </Section>
    </>
  );
}
