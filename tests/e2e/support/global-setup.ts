// Once per Playwright run: a gateway migrates and seeds an empty data folder (the demo admin, the
// demo customers and dishes with their pictures) and stops; every spec file's gateway then starts
// on a copy of that folder (support/gateway.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGateway } from './gateway';

export default async function globalSetup(): Promise<() => void> {
  const template = mkdtempSync(path.join(tmpdir(), 'freshmeals-e2e-template-'));
  const gateway = await startGateway({ dataDir: template, staticDir: process.env.E2E_STATIC_DIR ?? 'dist' });
  await gateway.stop();
  process.env.E2E_TEMPLATE_DIR = template;
  return () => rmSync(template, { recursive: true, force: true });
}
