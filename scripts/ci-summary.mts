// Adds up the Jest and Playwright JSON reports into the one line CI is judged by.
import fs from 'node:fs';

const [jestFile, e2eFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;

function read(file: string | undefined) {
  if (!file) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const jest = read(jestFile);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
} else {
  console.log('Jest report missing: counting the unit run as failed.');
  failed += 1;
}

const e2e = read(e2eFile);
if (e2e) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
} else {
  console.log('Playwright report missing: counting the e2e run as failed.');
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
