import fs from 'node:fs';
import path from 'node:path';

/** Where `quire demo` keeps the demo login and token (mode 600). */
export const demoCredentialsFile = (dataDir: string) => path.join(dataDir, 'demo-credentials.json');

/**
 * When the demo credentials file names this account, it keeps showing a password that works:
 * after `quire accounts reset-password` and after a change in the dashboard alike. Best effort:
 * no file (another DATA_DIR, another node) or an unreadable one changes nothing.
 */
export function keepDemoCredentials(dataDir: string | undefined, email: string, password: string): boolean {
  if (!dataDir) return false;
  const file = demoCredentialsFile(dataDir);
  try {
    const creds = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (creds.email !== email) return false;
    fs.writeFileSync(file, JSON.stringify({ ...creds, password }, null, 2) + '\n', { mode: 0o600 });
    return true;
  } catch {
    return false;
  }
}
