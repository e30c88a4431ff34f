import type { Kernel } from '../../kernel/kernel.ts';
import { InstallerPoint, type Installer } from '../../kernel/ports/installer.ts';

/** The install plugin's steps, as `quorum init` reaches them (test kernels and benches install through it). */
export function siteInstaller(kernel: Kernel): Installer {
  const installer = kernel.host.extensions.one(InstallerPoint);
  if (!installer) throw new Error('the install plugin is not running on this kernel');
  return installer;
}
