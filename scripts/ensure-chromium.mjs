// Browser tests drive Debian's Chromium (browsers are never downloaded). Installs it with apt-get when
// missing and possible; otherwise stops with the command to run.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (hasApt && isRoot) {
  console.log("Chromium is missing: installing Debian's chromium package with apt-get...");
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (fs.existsSync(CHROMIUM)) process.exit(0);
  } catch {
    // fall through to the message
  }
}
console.error(
  `\nBrowser tests need Chromium at ${CHROMIUM}.\n` +
    (hasApt ? 'Install it with:  sudo apt-get install -y chromium\n' : 'Install Chromium from your system packages and set CHROMIUM_PATH to its binary.\n'),
);
process.exit(1);
