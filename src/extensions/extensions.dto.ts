import { z } from 'zod';
import type { ContentsSummary } from './extension-contributions.service';
import { EXTENSION_NAME } from './manifest/extension-manifest.schema';

export const extensionNameSchema = z
  .string()
  .regex(EXTENSION_NAME, 'an extension name: lowercase letters, digits and -');

export const patchExtensionSchema = z.object({ enabled: z.boolean() }).strict();
export type PatchExtensionDto = z.infer<typeof patchExtensionSchema>;

/** Deploying a bundle that is already on the host, under `extensions.deployDir`. */
export const deployFromDirectorySchema = z
  .object({
    /** A sub-directory of the configured deploy directory (one name, no path). */
    directory: z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9._-]{0,99}$/, 'one directory name'),
    digest: z.string().min(1).max(80),
    signature: z.string().min(1).max(200).optional(),
  })
  .strict();
export type DeployFromDirectoryDto = z.infer<typeof deployFromDirectorySchema>;

export interface ExtensionView {
  /** The extension's name, which is its id. */
  id: string;
  name: string;
  version: string;
  description: string;
  enabled: boolean;
  /**
   * On the daemon that answers: `enabled` (in service here), `disabled`, `failed` (enabled, but
   * this daemon could not apply that version: see `error`), or `pending` (enabled, and this
   * daemon is about to apply a version another daemon deployed a moment ago).
   */
  state: 'enabled' | 'disabled' | 'failed' | 'pending';
  error?: string;
  digest: string;
  /** The trusted key that signed the bundle; null when it was deployed unsigned. */
  signer: string | null;
  contents: ContentsSummary;
  deployedBy: string;
  deployedAt: string;
  updatedAt: string;
}
