// The admin team deploys a new build while an admin has the console open. The tab goes on with the
// build it started with (its chunks stay served), and a reload shows the new build. The spec's gateway
// serves a copy of the built apps of its own, since it deploys into the folder the gateway serves.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { loginAsAdmin, openAdminScreen } from './support';

test.use({ privateStaticDir: true });

const SCREEN = 'mfe-admin/src/pages/contact-enquiry/index.tsx';

/** Builds the admin remote from a copy of this repository with one heading changed; returns the built folder. */
function buildChangedAdmin(work: string): string {
  const excludes = ['node_modules', 'dist', '.git', 'tests', 'test-results', '.data'].map((name) => `--exclude=./${name}`).join(' ');
  execFileSync('bash', ['-c', `tar ${excludes} -cf - . | tar -xf - -C "$0"`, work]);
  symlinkSync(path.resolve('node_modules'), path.join(work, 'node_modules'));
  const screen = path.join(work, SCREEN);
  const source = readFileSync(screen, 'utf8');
  expect(source).toContain('title="Contact Enquiry"');
  writeFileSync(screen, source.replace('title="Contact Enquiry"', 'title="Contact Enquiries"'));
  execFileSync('npx', ['rsbuild', 'build', '--environment', 'mfe-admin'], { cwd: work, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
  return path.join(work, 'dist', 'mfe-admin');
}

test('an admin deploy keeps an open tab working, and a reload shows the new build @desktop', async ({ page, staticDir }) => {
  test.setTimeout(300_000);
  await loginAsAdmin(page);
  await expect(page.getByText('Total Meals Scheduled').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const work = mkdtempSync(path.join(tmpdir(), 'freshmeals-admin-build-'));
  try {
    const built = buildChangedAdmin(work);
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/deploy-app.ts', '--from', built, '--to', path.join(staticDir, 'mfe-admin')], { stdio: 'pipe' });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  // The open tab has not loaded this screen yet: its chunk of the earlier build is still served.
  await openAdminScreen(page, 'Contact Enquiry');
  await expect(page.getByRole('heading', { name: 'Contact Enquiry', level: 1, exact: true })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contact Enquiries', level: 1, exact: true })).toBeVisible();
});
