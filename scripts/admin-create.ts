import { parseArgs } from 'node:util';
import { signUpInput } from '@decorlook/domain';
import { registerAccount } from '@decorlook/command-api/identity/sign-up';
import { loadSettings } from '@decorlook/infra/config';
import { parseInput } from '@decorlook/infra/http/validate';
import { createLogger } from '@decorlook/infra/observability/logger';
import { attachDatabase, createPlatform } from '@decorlook/infra/platform';

/**
 * npm run admin:create -- --email E --password P [--first-name F --last-name L]
 * Admins are never made by sign-up: this records the account with the admin role, through the
 * same command and rules, against the running database (or the embedded one).
 */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } } });
  const settings = loadSettings();
  const logger = createLogger('admin', 'warn');
  let input;
  try {
    input = parseInput(signUpInput, {
      email: values.email,
      password: values.password,
      passwordRepeat: values.password,
      terms: true,
      firstName: values['first-name'] ?? 'Admin',
      lastName: values['last-name'],
      displayName: values['first-name'] ?? 'Admin',
    });
  } catch (err) {
    const errors = (err as { errors?: Record<string, string[]> }).errors ?? {};
    console.error(`Cannot create the admin: ${Object.entries(errors).map(([f, m]) => `${f}: ${m.join(', ')}`).join('; ')}`);
    console.error('Usage: npm run admin:create -- --email admin@example.com --password "a long passphrase 1"');
    process.exit(2);
  }
  const db = await attachDatabase(settings, logger);
  const platform = await createPlatform(settings, db.url, logger);
  try {
    const { userId } = await registerAccount(platform, input, 'admin', { userId: null, correlationId: 'admin-create', causationId: null, appVersion: 'cli' });
    console.log(`Admin ${input.email} created (user ${userId}). They sign in like everyone else.`);
  } catch (err) {
    const errors = (err as { errors?: Record<string, string[]> }).errors;
    console.error(`Cannot create the admin: ${errors ? Object.values(errors).flat().join('; ') : err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  } finally {
    await platform.close();
    await db.stop();
  }
}

void main();
