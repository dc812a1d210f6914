// The one capability table of the daemon (src/auth/capabilities.ts), bundled as is: the
// console shows a page or a button only to roles that may use it. The server still decides.
import { Capability, Role, roleHasCapability } from '../../src/auth/capabilities';

export { Capability, Role };

export function can(role: Role, capability: Capability): boolean {
  return roleHasCapability(role, capability);
}
